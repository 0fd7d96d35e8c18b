import { type JudgeLanguage, judgeLanguageLabels, judgeLanguages } from '@contract/judge';

/** What the language select shows; the value sent to the judge is the key. */
export const languageLabels: Record<JudgeLanguage, string> = judgeLanguageLabels;

/** The judge's languages in the order the select lists them (contract/judge.ts). */
export const editorLanguages: readonly JudgeLanguage[] = judgeLanguages;

/** The language a problem opens in when nothing says otherwise (spec 2 §2.5 lists C++ first). */
export const defaultLanguage: JudgeLanguage = 'cpp';

export function isJudgeLanguage(value: unknown): value is JudgeLanguage {
  return typeof value === 'string' && (judgeLanguages as readonly string[]).includes(value);
}

/** Starter code per language: what the editor shows before any draft, and what Reset goes back to. */
export type StarterCode = Readonly<Record<JudgeLanguage, string>>;
