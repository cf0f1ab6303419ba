import type { Schemas } from '../contract/types.ts';
import type { Session } from '../lib/session.ts';
import { E } from '../lib/errors.ts';
import { iso, parseJson } from '../lib/json.ts';
import type { MarathonRow, QuizResultRow } from '../repositories/marathons.ts';
import type { OpContext, RouteGroup } from './context.ts';
import { personLock } from '../services/idempotency.ts';
import { mustSession } from './helpers.ts';

const resultJson = (r: QuizResultRow): Schemas['MarathonResult'] => ({
  correct: r.correct,
  total: r.total,
  passed: Boolean(r.passed),
  xp_awarded: r.xp_awarded,
});

type Answers = RequestBody['answers'];
type RequestBody = OpContext<'POST /api/x/marathon/quiz/answers'>['body'];

/** Scores the answers (a question counts when exactly its correct options are chosen) and credits the XP. */
async function score(ctx: OpContext, s: Session, m: MarathonRow, answers: Answers): Promise<Schemas['MarathonResult']> {
  const now = ctx.clock.now();
  const questions = await ctx.repos.marathons.answerKey(m.id);
  const chosen = new Map(answers.map((a) => [a.question_id, a.option_ids]));
  const correct = questions.filter((q) => {
    const want = new Set(JSON.parse(q.correct) as string[]);
    const got = chosen.get(q.id) ?? [];
    return got.length === want.size && got.every((o) => want.has(o));
  }).length;
  const total = Math.max(1, questions.length);
  const passed = correct / total >= m.pass_ratio;
  const xp = correct * m.xp_per_correct;
  await ctx.repos.marathons.insertResult(s.personId, m.id, { correct, total, passed, xp, answers: JSON.stringify(answers), at: now });
  if (xp > 0) await ctx.repos.xp.add(s.personId, m.shop, xp, 'marathon', `${m.title}: правильних відповідей ${correct} з ${total}`, now);
  return { correct, total, passed, xp_awarded: xp };
}

/** The marathon tag: the brand's quiz marathon and the customer's one go at it. */
export const marathonRoutes = {
  'GET /api/x/marathon/quiz': async (ctx) => {
    const s = mustSession(ctx);
    const now = ctx.clock.now();
    const m = await ctx.repos.marathons.current(ctx.query.product, now);
    if (!m) throw E.notFound('Марафон не знайдено');
    const result = await ctx.repos.marathons.result(s.personId, m.id);
    const questions = await ctx.repos.marathons.questions(m.id);
    return {
      body: {
        marathon: {
          id: m.id,
          title: m.title,
          description_html: m.description_html,
          starts_at: iso(m.starts_at),
          ends_at: iso(m.ends_at),
          status: now < m.starts_at ? 'upcoming' : now >= m.ends_at ? 'finished' : 'active',
          completed: Boolean(result),
          result: result ? resultJson(result) : null,
        },
        questions: questions.map((q) => ({ id: q.id, text: q.text, image: null, multiple: Boolean(q.multiple), options: parseJson(q.options, []) })),
      },
    };
  },

  'POST /api/x/marathon/quiz/answers': async (ctx) => {
    const s = mustSession(ctx);
    const m = await ctx.repos.marathons.byId(ctx.body.marathon_id, ctx.body.product);
    if (!m) throw E.notFound('Марафон не знайдено');
    const now = ctx.clock.now();
    if (now < m.starts_at || now >= m.ends_at) throw E.conflict('Марафон зараз не триває', 'marathon_closed');
    return await ctx.repos.transaction(async () => {
      if (await ctx.repos.marathons.taken(s.personId, m.id)) throw E.conflict('Ти вже пройшов цей марафон', 'quiz_completed');
      return { body: { result: await score(ctx, s, m, ctx.body.answers) } };
    }, personLock(s.personId));
  },
} satisfies RouteGroup;
