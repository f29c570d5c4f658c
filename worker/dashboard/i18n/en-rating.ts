/** The rating question: its panel on the device page, the rating in a conversation, and the reports' ratings. */
export const rating = {
  panel: {
    title: 'Rating after resolving',
    intro:
      'When a conversation is resolved, the customer is asked how it went. Their answer is kept on the conversation, credited to its agent, and counted in the reports.',
    enabled: 'Ask the customer for a rating',
    kind: 'Ask with',
    kinds: { buttons: 'Three buttons (scores 1, 3, 5)', poll: 'A poll of five options (scores 1 to 5)' } as Record<string, string>,
    language: 'Language of the question and the answers',
    languages: { id: 'Indonesian', en: 'English' } as Record<string, string>,
    text: 'Question',
    textHint: 'Leave empty for the default question in the chosen language. Up to 255 characters.',
    answerHours: 'An answer counts for (hours)',
    answerHoursHint: 'A later answer is ignored. 1 to 168.',
    save: 'Save rating',
    saved: 'Rating settings saved.',
  },
  /** In a conversation's header. */
  asked: 'Rating asked',
  score: (score: number) => `Rated ${score}/5`,
  stars: (score: number) => `${'★'.repeat(score)}${'☆'.repeat(5 - score)}`,
  report: {
    title: 'Ratings',
    average: 'Average',
    count: 'Answers',
    /** An average score, as this language writes it. */
    averageOf: (n: number | null) => (n === null ? '—' : n.toLocaleString('en', { minimumFractionDigits: 1, maximumFractionDigits: 2 })),
    distribution: 'Answers by score (everyone)',
    scoreLabel: (score: string) => `${score} ★`,
  },
};
