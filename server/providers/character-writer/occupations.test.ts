import { nounForGender, OCCUPATION_LANGUAGES, OCCUPATION_WORDS, OCCUPATIONS } from './occupations';

describe('occupations', () => {
  it('knows at least 150 trades and kinds, each named in every language of the writer', () => {
    expect(new Set(OCCUPATIONS.flatMap((o) => o.en.nouns.map((forms) => forms[0]))).size).toBeGreaterThanOrEqual(150);
    expect(OCCUPATIONS.length).toBeGreaterThanOrEqual(100);
    for (const occupation of OCCUPATIONS) for (const language of OCCUPATION_LANGUAGES) expect(occupation[language].nouns.length).toBeGreaterThan(0);
  });

  it('gives each word one trade, so a word never reads as two', () => {
    const owners = new Map<string, string>();
    for (const { word, occupation, language } of OCCUPATION_WORDS) {
      const key = `${language}:${word}`;
      expect({ key, owner: owners.get(key) ?? occupation.id }).toEqual({ key, owner: occupation.id });
      owners.set(key, occupation.id);
    }
  });

  it.each([
    [['mechanic'], 'non', 'en', 'mechanic'],
    [['fisherman', 'fisherwoman', 'fisher'], 'non', 'en', 'fisher'],
    [['fisherman', 'fisherwoman', 'fisher'], 'female', 'en', 'fisherwoman'],
    [['mécanicien', 'mécanicienne'], 'male', 'fr', 'mécanicien'],
    [['mécanicien', 'mécanicienne'], 'female', 'fr', 'mécanicienne'],
    [['mécanicien', 'mécanicienne'], 'non', 'fr', 'mécanicien·ne'],
    [['boulanger', 'boulangère'], 'non', 'fr', 'boulanger·ère'],
    [['chasseur de primes', 'chasseuse de primes'], 'non', 'fr', 'chasseur·se de primes'],
    [['mecánico', 'mecánica'], 'non', 'es', 'mecánique'],
    [['pescador', 'pescadora'], 'non', 'es', 'pescadore'],
    [['Fischer', 'Fischerin'], 'non', 'de', 'Fischer'],
    [['pilote'], 'female', 'fr', 'pilote'],
  ] as const)('%j for %s in %s is "%s"', (forms, gender, language, noun) => expect(nounForGender(forms, gender, language)).toBe(noun));
});
