/**
 * Twenty demo products that together give every class of every source the demo knowledge base
 * has: interactions A–D, a duplication, renal B–D at band 15–29, fetal and lactation 2 and 3.
 */
export const TWENTY_DEMO_PRODUCTS = [
  '99000000000006',
  '99000000000140',
  '99000000001430',
  '99000000000003',
  '99000000000033',
  '99000000000119',
  '99000000000035',
  '99000000000045',
  '99000000000168',
  '99000000000174',
  '99000000000050',
  '99000000000062',
  '99000000001024',
  '99000000000001',
  '99000000000002',
  '99000000000007',
  '99000000000008',
  '99000000001816',
  '99000000000021',
  '99000000000023',
];
