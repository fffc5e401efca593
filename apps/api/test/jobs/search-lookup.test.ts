import { describe, expect, it } from 'vitest';
import { chooseLookup } from '../../src/modules/search/plan.ts';
import { anyOfGroups } from '../../src/modules/search/words.ts';

// Shares as the statistics of the benchmark's million ads give them.
const MILLION = 1_000_000;

describe('what the word index looks up', () => {
  it('leaves a word in most ads to the check when the other entries find few ads', () => {
    // "analyst intern" in Cambridge: analyst is in 74% of ads, and decoding its list cost 7 of 9 ms.
    const lookup = chooseLookup(
      [
        { stem: 'analyst', share: 0.74 },
        { stem: 'intern', share: 0.053 },
        { part: ['c:cambridge'], share: 0.013 },
      ],
      MILLION,
    );
    expect(lookup).toEqual({ stems: ['intern'], parts: [['c:cambridge']] });
  });

  it('leaves out the most common filters only while the ads found stay few (measured: 18 → 10.5 ms)', () => {
    const lookup = chooseLookup(
      [
        { stem: 'technic', share: 0.07 },
        { part: ['c:leeds'], share: 0.033 },
        { part: ['p:25'], share: 0.73 },
        { part: ['s:meets'], share: 0.38 },
      ],
      MILLION,
    );
    expect(lookup).toEqual({ stems: ['technic'], parts: [['c:leeds'], ['s:meets']] });
  });

  it('looks everything up when the other entries would find many ads, or the ads are few', () => {
    const common = [
      { stem: 'data', share: 0.45 },
      { stem: 'manag', share: 0.23 },
    ];
    expect(chooseLookup(common, MILLION)).toBeUndefined();
    expect(
      chooseLookup(
        [
          { stem: 'analyst', share: 0.74 },
          { part: ['c:london'], share: 0.27 },
        ],
        MILLION,
      ),
    ).toBeUndefined();
  });

  it('always looks up a begun word and at least one entry', () => {
    const begun = { part: ['l:wh*'], share: 1 };
    expect(chooseLookup([begun, { stem: 'analyst', share: 0.74 }, { stem: 'intern', share: 0.001 }], MILLION)).toEqual({
      stems: ['intern'],
      parts: [['l:wh*']],
    });
    expect(chooseLookup([{ stem: 'analyst', share: 0.99 }], MILLION)).toBeUndefined();
  });
});

describe('the groups of an OR search', () => {
  it('joins the words on either side of each `or`, as websearch_to_tsquery does', () => {
    expect(anyOfGroups('nurse or carer london')).toEqual([[['nurse'], ['carer']], [['london']]]);
    expect(anyOfGroups('Chef OR cook or driver')).toEqual([[['chef'], ['cook'], ['driver']]]);
    // A typed word of several parts is one alternative; a leading or trailing `or` joins nothing.
    expect(anyOfGroups('or e-commerce or node.js or')).toEqual([
      [
        ['e', 'commerce'],
        ['node', 'js'],
      ],
    ]);
    expect(anyOfGroups('data analyst')).toEqual([[['data']], [['analyst']]]);
  });
});
