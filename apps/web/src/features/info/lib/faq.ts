import { blockText, type FaqTopic } from './content';

/** Lower-cases and folds full-width characters, so "ＧＭＡＩＬ" finds "Gmail". */
function normalise(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/**
 * Keeps the questions that contain every word of the query (in the question, the answer or the topic name).
 * Chinese has no spaces, so a Chinese query is one word matched as a substring. Topics left empty are dropped.
 */
export function filterFaq(topics: FaqTopic[], query: string): FaqTopic[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return topics;
  return topics
    .map((topic) => ({
      ...topic,
      items: topic.items.filter((item) => {
        const haystack = normalise([topic.title, item.q, ...item.a.map(blockText)].join(' '));
        return words.every((word) => haystack.includes(word));
      }),
    }))
    .filter((topic) => topic.items.length > 0);
}

export function countQuestions(topics: FaqTopic[]): number {
  return topics.reduce((sum, topic) => sum + topic.items.length, 0);
}
