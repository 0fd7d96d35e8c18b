import { type JudgeLanguage, judgeLanguageLabels, judgeLanguages } from '@contract/judge';

/** What the language select shows; the value sent to the judge is the key. */
export const languageLabels: Record<JudgeLanguage, string> = judgeLanguageLabels;

/** The judge's languages in the order the select lists them (contract/judge.ts). */
export const editorLanguages: readonly JudgeLanguage[] = judgeLanguages;

/** The language a problem opens in when nothing says otherwise (docs/requirements/practice.md §3 lists C++ first). */
export const defaultLanguage: JudgeLanguage = 'cpp';

export function isJudgeLanguage(value: unknown): value is JudgeLanguage {
  return typeof value === 'string' && (judgeLanguages as readonly string[]).includes(value);
}

/** Starter code per language: what the editor shows before any draft, and what Reset goes back to. */
export type StarterCode = Readonly<Record<JudgeLanguage, string>>;

/** What a version string names when it gives only a number (Node prints "v20.20.2"). */
const runtimeNames: Partial<Record<JudgeLanguage, string>> = { javascript: 'Node.js' };

/**
 * A language's option in the select: its name and, when the judge reported it, the toolchain's short
 * version ("C++ (g++ 12.2.0)", "Python (3.11.7)", "JavaScript (Node.js 20.20.2)"), from what the tool
 * printed ("g++ (Debian 12.2.0-14+deb12u1) 12.2.0"): the tool's name and its last version number.
 */
export function languageOptionLabel(language: JudgeLanguage, version?: string): string {
  const label = languageLabels[language];
  const text = version?.trim();
  if (!text) return label;
  const numbers = text.match(/\d+(?:\.\d+)+/g);
  if (!numbers) return `${label} (${text.slice(0, 40)})`;
  const first = text.split(/\s+/)[0]!;
  const tool = /^v?\d/.test(first) ? runtimeNames[language] : first;
  const named = tool && tool.toLowerCase() !== label.toLowerCase() ? `${tool} ${numbers.at(-1)}` : numbers.at(-1);
  return `${label} (${named})`;
}
