/**
 * The structural rules of the JUnit XML schema that CI servers rely on (the Jenkins/Ant
 * junit.xsd): element nesting, required attributes, numeric counts that add up.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const INT = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;

export interface ParsedCase {
  name: string;
  classname: string;
  properties: Record<string, string>;
  failure?: { message: string; type: string };
  skipped?: { message: string };
}

/** Returns the problems found (none for a valid document) and the test cases. */
export function checkJunit(xml: string): { problems: string[]; cases: ParsedCase[] } {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return { problems: [`not well-formed XML: ${JSON.stringify(valid.err)}`], cases: [] };
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: false, isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name) }).parse(xml);
  const problems: string[] = [];
  const cases: ParsedCase[] = [];
  const root = doc.testsuites;
  if (!root) return { problems: ['the root element is not <testsuites>'], cases };
  const totals = { tests: 0, failures: 0, skipped: 0 };
  for (const suite of asList<any>(root.testsuite)) {
    const where = `testsuite ${suite.name}`;
    if (!suite.name) problems.push('a testsuite has no name');
    for (const a of ['tests', 'failures', 'errors', 'skipped']) if (!INT.test(suite[a] ?? '')) problems.push(`${where}: ${a} is not a non-negative integer`);
    if (!DECIMAL.test(suite.time ?? '')) problems.push(`${where}: time is not a decimal`);
    if (suite.timestamp !== undefined && !TIMESTAMP.test(suite.timestamp)) problems.push(`${where}: timestamp is not an ISO 8601 date-time without zone`);
    const tcs = asList<any>(suite.testcase);
    const failures = tcs.filter((t) => t.failure !== undefined).length;
    const skipped = tcs.filter((t) => t.skipped !== undefined).length;
    if (Number(suite.tests) !== tcs.length) problems.push(`${where}: tests=${suite.tests} but ${tcs.length} testcases`);
    if (Number(suite.failures) !== failures) problems.push(`${where}: failures=${suite.failures} but ${failures} <failure>`);
    if (Number(suite.skipped) !== skipped) problems.push(`${where}: skipped=${suite.skipped} but ${skipped} <skipped>`);
    totals.tests += tcs.length;
    totals.failures += failures;
    totals.skipped += skipped;
    for (const tc of tcs) {
      if (!tc.name || !tc.classname) problems.push(`${where}: a testcase lacks name or classname`);
      if (!DECIMAL.test(tc.time ?? '')) problems.push(`${where}: testcase ${tc.name} time is not a decimal`);
      if (['failure', 'error', 'skipped'].filter((k) => tc[k] !== undefined).length > 1) problems.push(`testcase ${tc.name} has more than one of failure, error, skipped`);
      const props: Record<string, string> = {};
      for (const p of asList<any>(tc.properties?.property)) {
        if (typeof p.name !== 'string' || p.value === undefined) problems.push(`testcase ${tc.name}: a property lacks name or value`);
        props[p.name] = String(p.value);
      }
      cases.push({ name: tc.name, classname: tc.classname, properties: props, failure: tc.failure && { message: tc.failure.message, type: tc.failure.type }, skipped: tc.skipped && { message: tc.skipped.message } });
    }
  }
  if (Number(root.tests) !== totals.tests) problems.push(`testsuites: tests=${root.tests} but ${totals.tests}`);
  if (Number(root.failures) !== totals.failures) problems.push(`testsuites: failures=${root.failures} but ${totals.failures}`);
  if (Number(root.skipped) !== totals.skipped) problems.push(`testsuites: skipped=${root.skipped} but ${totals.skipped}`);
  return { problems, cases };
}
