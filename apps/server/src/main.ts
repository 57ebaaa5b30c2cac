import module from 'node:module';

// Entry point. Node caches the code it compiles (the TypeScript it strips and the JavaScript of
// the dependencies) in a directory (NODE_COMPILE_CACHE, else the system's temporary one), so
// every start after the first skips that work: about a third of the time to /api/ready
// (bench/startup.ts). Enabled before anything else is imported, which is why the
// server itself starts in server-main.ts.
module.enableCompileCache();
await import('./server-main.ts');
