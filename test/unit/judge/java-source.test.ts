import { describe, expect, it } from 'vitest';
import { maskCommentsAndLiterals, missingJavaEntry, NO_MAIN_CLASS_MESSAGE, prepareJavaSource } from '../../../lambdas/judge/core/java-source';

describe('Java sources as students paste them', () => {
  it('saves a public class under its own name, so javac accepts it and the judge runs it', () => {
    expect(prepareJavaSource('import java.util.*;\npublic class Solution {\n  public static void main(String[] a) {}\n}').fileName).toBe('Solution.java');
    expect(prepareJavaSource('public final class Main { }').fileName).toBe('Main.java');
  });

  it('runs Main when no top-level class is public, and ignores nested, commented and quoted ones', () => {
    const source = [
      '// public class Commented {}',
      'class Helper { public static class Nested {} }',
      'class Main { static String s = "public class Quoted {"; public static void main(String[] a) {} }',
    ].join('\n');

    expect(prepareJavaSource(source).fileName).toBe('Main.java');
  });

  it('blanks a package line out, keeping every line and column of the rest', () => {
    const source = '/* header */ package com.example.app;\npublic class Main {}\n';

    const prepared = prepareJavaSource(source);

    expect(prepared.source).toBe(`/* header */ ${' '.repeat('package com.example.app;'.length)}\npublic class Main {}\n`);
    expect(prepared.source).toHaveLength(source.length);
  });

  it('leaves a "package" that is not the declaration alone', () => {
    const source = 'public class Main { String packageName = "package x;"; }';

    expect(prepareJavaSource(source).source).toBe(source);
  });

  it('names Main in the CE when the compile produced no class the judge can run', () => {
    expect(missingJavaEntry(['Solution.java', 'Solution.class'], 'Main.java')).toBe(NO_MAIN_CLASS_MESSAGE);
    expect(NO_MAIN_CLASS_MESSAGE).toContain('Main');
    expect(missingJavaEntry(['Solution.java', 'Solution.class'], 'Solution.java')).toBeUndefined();
  });

  it('masks comments, strings, chars and text blocks without moving anything', () => {
    const source = 'a /* b */ "c\\"d" \'{\' """\ne{""" // f\ng';

    const masked = maskCommentsAndLiterals(source);

    expect(masked).toHaveLength(source.length);
    expect(masked.replace(/\s+/g, ' ').trim()).toBe('a g');
  });
});
