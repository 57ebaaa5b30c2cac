/** Numbers as Swedish readers write them: decimal comma, a fixed number of decimals. */
export function formatNumber(value: number, decimals = 0): string {
  return new Intl.NumberFormat('sv-SE', {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(value);
}

/** A formula's constant as published: every decimal it has, with a decimal comma. */
export function formatConstant(value: number): string {
  return new Intl.NumberFormat('sv-SE', { maximumFractionDigits: 10, useGrouping: false }).format(
    value,
  );
}
