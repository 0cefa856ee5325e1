import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';

describe('canonicalJson', () => {
  it('gives one text per JSON value: key order and whitespace do not count, array order and types do', () => {
    const a = JSON.parse('{"b": [1, {"y": 2, "x": 1.0}], "a": "\\u0041"}');
    const b = JSON.parse('{"a":"A","b":[1,{"x":1,"y":2}]}');
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(canonicalJson(a)).toBe('{"a":"A","b":[1,{"x":1,"y":2}]}');
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
    expect(canonicalJson(null)).toBe('null');
  });

  it('keeps a "__proto__" key JSON.parse made an own property, in its place', () => {
    expect(canonicalJson(JSON.parse('{"z":1,"__proto__":{"x":1}}'))).toBe('{"__proto__":{"x":1},"z":1}');
  });
});
