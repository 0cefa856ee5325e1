/**
 * Validates a JUnit XML report against the JUnit schema CI servers rely on: Jenkins' junit-10.xsd
 * (the xunit plugin's; the copy beside this file comes from pytest's test data, which validates
 * pytest's own reports with it), with libxml2's validator (`xmllint --schema`, compiled to
 * WebAssembly by the npm package xmllint-wasm: works offline, no system package). What the schema
 * cannot say is checked here too: the counts of each suite and of the whole add up.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';

const XSD = readFileSync(fileURLToPath(new URL('./junit-10.xsd', import.meta.url)), 'utf8');
const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

interface ParsedCase {
  name: string;
  classname: string;
  /** `key: value` lines of the case's `<system-out>` (basis, ref, safety, outcome, title). */
  about: Record<string, string>;
  failure?: { message: string; type: string; text: string };
  skipped?: { message: string; type?: string };
}

export interface ParsedJunit {
  /** Schema violations (xmllint's messages) and counts that do not add up: none for a valid report. */
  problems: string[];
  cases: ParsedCase[];
  /** Each suite's properties, by suite name. */
  properties: Record<string, Record<string, string>>;
}

export async function checkJunit(xml: string): Promise<ParsedJunit> {
  const result = await validateXML({ xml: [{ fileName: 'report.xml', contents: xml }], schema: [{ fileName: 'junit-10.xsd', contents: XSD }] });
  const problems = result.valid ? [] : result.errors.map((e) => e.rawMessage);
  const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '', parseAttributeValue: false, isArray: (name) => ['testsuite', 'testcase', 'property'].includes(name) }).parse(xml);
  const cases: ParsedCase[] = [];
  const properties: ParsedJunit['properties'] = {};
  const root = doc.testsuites;
  if (!root) return { problems: [...problems, 'the root element is not <testsuites>'], cases, properties };
  const totals = { tests: 0, failures: 0 };
  for (const suite of asList<any>(root.testsuite)) {
    const where = `testsuite ${suite.name}`;
    const tcs = asList<any>(suite.testcase);
    const failures = tcs.filter((t) => t.failure !== undefined).length;
    const skipped = tcs.filter((t) => t.skipped !== undefined).length;
    if (Number(suite.tests) !== tcs.length) problems.push(`${where}: tests=${suite.tests} but ${tcs.length} testcases`);
    if (Number(suite.failures) !== failures) problems.push(`${where}: failures=${suite.failures} but ${failures} <failure>`);
    if (Number(suite.skipped) !== skipped) problems.push(`${where}: skipped=${suite.skipped} but ${skipped} <skipped>`);
    totals.tests += tcs.length;
    totals.failures += failures;
    properties[suite.name] = Object.fromEntries(asList<any>(suite.properties?.property).map((p) => [p.name, String(p.value)]));
    for (const tc of tcs) {
      const out = typeof tc['system-out'] === 'string' ? tc['system-out'] : '';
      const about = Object.fromEntries(out.split('\n').map((l: string) => l.match(/^([a-z]+): (.*)$/)).filter((m: RegExpMatchArray | null): m is RegExpMatchArray => m !== null).map((m: RegExpMatchArray) => [m[1], m[2]]));
      const text = (x: any) => (typeof x === 'string' ? x : (x?.['#text'] ?? ''));
      cases.push({
        name: tc.name,
        classname: tc.classname,
        about,
        failure: tc.failure !== undefined ? { message: tc.failure.message, type: tc.failure.type, text: text(tc.failure) } : undefined,
        skipped: tc.skipped !== undefined ? { message: tc.skipped.message, type: tc.skipped.type } : undefined,
      });
    }
  }
  if (Number(root.tests) !== totals.tests) problems.push(`testsuites: tests=${root.tests} but ${totals.tests}`);
  if (Number(root.failures) !== totals.failures) problems.push(`testsuites: failures=${root.failures} but ${totals.failures}`);
  return { problems, cases, properties };
}
