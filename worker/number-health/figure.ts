/**
 * A number's health, from what Kurir sees of it (docs/health.md): the conversations it starts and
 * how many of them get an answer, its sends that failed or were never delivered, the sessions that
 * had to be mended and the sockets that stalled, and its age. A score from 0 to 100, a level, and
 * what to do about each thing that lowers it. WhatsApp says nothing of its own judgement until it
 * bans: these are the signs that come before, as peers' users learnt them.
 */

export type HealthCounts = {
  /** Messages WhatsApp took (SENT or further). */
  sent: number;
  delivered: number;
  failed: number;
  undelivered: number;
  /** Conversations the number started, and how many of them the contact answered. */
  started: number;
  replied: number;
  /** Contacts' sessions mended, and sockets replaced after they stalled. */
  mended: number;
  stalled: number;
};

export const HEALTH_LEVELS = ['good', 'watch', 'at-risk'] as const;
export type HealthLevel = (typeof HEALTH_LEVELS)[number];

/** What to do, by what lowered the score (the dashboard says each in both languages). */
export const HEALTH_ADVICE = ['warming-up', 'too-many-starts', 'few-replies', 'failures', 'undelivered', 'unstable-connection'] as const;
export type HealthAdvice = (typeof HEALTH_ADVICE)[number];

export type HealthFigure = { score: number; level: HealthLevel; advice: HealthAdvice[] };

/** Below these many sends or started conversations, rates say nothing yet. */
const MIN_SENDS = 20;
const MIN_STARTED = 10;
/** A number younger than this is warming up. */
export const WARM_UP_DAYS = 28;

/**
 * The figure over a window of `days` (7 on the device page) for a number `ageDays` old, whose
 * warm-up allows `startedCap` started conversations a day (null: no warm-up cap).
 */
export function healthFigure(counts: HealthCounts, days: number, ageDays: number, startedCap: number | null): HealthFigure {
  let score = 100;
  const advice: HealthAdvice[] = [];
  if (counts.sent >= MIN_SENDS) {
    const failureRate = counts.failed / counts.sent;
    if (failureRate >= 0.02) {
      score -= Math.min(40, Math.round(failureRate * 200));
      advice.push('failures');
    }
    const undeliveredRate = counts.undelivered / counts.sent;
    if (undeliveredRate >= 0.02) {
      score -= Math.min(40, Math.round(undeliveredRate * 200));
      advice.push('undelivered');
    }
  }
  if (counts.started >= MIN_STARTED) {
    const replyRate = counts.replied / counts.started;
    if (replyRate < 0.15) {
      score -= 25;
      advice.push('few-replies');
    } else if (replyRate < 0.3) {
      score -= 10;
      advice.push('few-replies');
    }
  }
  if (startedCap !== null && counts.started / Math.max(1, days) > startedCap) {
    score -= 15;
    advice.push('too-many-starts');
  }
  if (counts.stalled >= 3 * days) {
    score -= 5;
    advice.push('unstable-connection');
  }
  if (ageDays < WARM_UP_DAYS) advice.push('warming-up');
  score = Math.max(0, Math.min(100, score));
  return { score, level: score >= 80 ? 'good' : score >= 50 ? 'watch' : 'at-risk', advice };
}
