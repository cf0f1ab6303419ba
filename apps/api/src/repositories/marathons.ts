import type { Db } from '../db/db.ts';
import type { Shop } from '../lib/session.ts';

export interface MarathonRow {
  id: string;
  shop: Shop;
  title: string;
  description_html: string;
  starts_at: number;
  ends_at: number;
  pass_ratio: number;
  xp_per_correct: number;
}

export interface QuizResultRow {
  correct: number;
  total: number;
  passed: number;
  xp_awarded: number;
}

export interface QuestionRow {
  id: string;
  text: string;
  multiple: number;
  options: string;
}

export interface NewQuizResult {
  correct: number;
  total: number;
  passed: boolean;
  xp: number;
  answers: string;
  at: number;
}

/** Quiz marathons, their questions, and each person's one result. */
export function marathonRepository(db: Db) {
  const next = db.prepare<[Shop, number], MarathonRow>('SELECT * FROM marathons WHERE shop = ? AND ends_at > ? ORDER BY starts_at LIMIT 1');
  const last = db.prepare<[Shop], MarathonRow>('SELECT * FROM marathons WHERE shop = ? ORDER BY ends_at DESC LIMIT 1');
  const byId = db.prepare<[string, Shop], MarathonRow>('SELECT * FROM marathons WHERE id = ? AND shop = ?');
  const result = db.prepare<[number, string], QuizResultRow>('SELECT * FROM quiz_results WHERE person_id = ? AND marathon_id = ?');
  const taken = db.prepare<[number, string]>('SELECT 1 FROM quiz_results WHERE person_id = ? AND marathon_id = ?');
  const questions = db.prepare<[string], QuestionRow>('SELECT * FROM quiz_questions WHERE marathon_id = ? ORDER BY position');
  const answers = db.prepare<[string], { id: string; correct: string }>('SELECT id, correct FROM quiz_questions WHERE marathon_id = ?');
  const insertResult = db.prepare<[number, string, number, number, number, number, string, number]>(
    'INSERT INTO quiz_results (person_id, marathon_id, correct, total, passed, xp_awarded, answers, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  return {
    /** The running or next marathon, else the last one that ended. */
    current: async (shop: Shop, now: number) => (await next.get(shop, now)) ?? (await last.get(shop)),
    byId: (id: string, shop: Shop) => byId.get(id, shop),
    result: (personId: number, marathonId: string) => result.get(personId, marathonId),
    taken: async (personId: number, marathonId: string) => Boolean((await taken.get(personId, marathonId))),
    questions: (marathonId: string) => questions.all(marathonId),
    /** Each question's correct option ids (a JSON array). */
    answerKey: (marathonId: string) => answers.all(marathonId),
    insertResult: (personId: number, marathonId: string, r: NewQuizResult) =>
      insertResult.run(personId, marathonId, r.correct, r.total, r.passed ? 1 : 0, r.xp, r.answers, r.at),
  };
}
