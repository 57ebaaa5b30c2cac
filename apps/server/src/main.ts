import module from 'node:module';

// Entry point, of the source (`npm run dev`) and of the bundle `npm run build` makes from it
// (dist/main.js, the production start, ADR 0047). Node caches the code it compiles (the
// TypeScript it strips, or the bundle's JavaScript) in a directory (NODE_COMPILE_CACHE, else the
// system's temporary one), so every start after the first skips that work (bench/startup.ts).
// Enabled before anything else is imported, which is why the server itself starts in
// server-main.ts (in the bundle, a chunk of its own).
module.enableCompileCache();
await import('./server-main.ts');
