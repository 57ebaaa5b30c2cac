/** The print view of a source's page (specification §2 'Other': printing opens its own window). */
export function printPathOf(sourcePath: string): string {
  return `${sourcePath}/utskrift`;
}
