import { chosenName, fillPlaceholders } from './role-rules';

const unnamed = (text: string, locale = 'en-US') => fillPlaceholders(text, { user: null, char: 'Agnes', locale });

describe('fillPlaceholders', () => {
  it('fills a chosen name and the character name, in any case and spacing', () => {
    expect(fillPlaceholders('{{user}} meets {{ Char }}. Hi {{ USER }}!', { user: 'Sam', char: 'Kiriha' })).toBe('Sam meets Kiriha. Hi Sam!');
  });

  it('keeps a user name that reads like a placeholder as typed', () => {
    expect(fillPlaceholders('Hello {{user}}', { user: '{{char}}', char: 'Agnes' })).toBe('Hello {{char}}');
  });

  describe('for a person who has not told their name', () => {
    it.each([
      ["Mind the step, {{user}}, it's rotten.", "Mind the step, it's rotten."],
      ['Hey {{user}}!', 'Hey!'],
      ['Hello {{user}}, come in.', 'Hello, come in.'],
      ['Welcome back, {{user}}.', 'Welcome back.'],
      ['Good evening, {{user}}! Tea?', 'Good evening! Tea?'],
      ['{{user}}, come here.', 'Come here.'],
      ['{{user}}! There you are.', 'There you are.'],
      ['Oh. {{user}}, is it you?', 'Oh. Is it you?'],
      ['*{{char}} waves at {{user}}* Over here!', '*Agnes waves at you* Over here!'],
      ["I found {{user}}'s letter.", 'I found your letter.'],
      ['{{user}} is late again.', 'You are late again.'],
      ['{{user}} walks in; {{user}} tries the tea and {{user}} watches the fire.', 'You walk in; you try the tea and you watch the fire.'],
      ['{{user}} always arrives late.', 'You always arrive late.'],
      ['{{user}} sometimes hums.', 'You sometimes hum.'],
      ['{{user}} doesn\'t know.', "You don't know."],
      ['This is for {{user}}.', 'This is for you.'],
      ['*smiles at {{user}}, then looks away*', '*smiles at you, then looks away*'],
      ['"{{user}}, wait!" she calls.', '"Wait!" she calls.'],
      ['Hey, {{user}}', 'Hey'],
      ['{{user}}', 'You'],
      ['No placeholder here.', 'No placeholder here.'],
    ])('%j reads %j', (text, expected) => expect(unnamed(text)).toBe(expected));

    it.each([
      ['Attention à la marche, {{user}}, elle est pourrie.', 'Attention à la marche, elle est pourrie.'],
      ['Bonjour {{user}} !', 'Bonjour !'],
      ['Salut {{user}}, entre donc.', 'Salut, entre donc.'],
      ["*{{char}} sourit à {{user}}* C'est pour toi.", "*Agnes sourit à toi* C'est pour toi."],
      ['Je pensais à {{user}}.', 'Je pensais à toi.'],
    ])('French: %j reads %j', (text, expected) => expect(unnamed(text, 'fr-FR')).toBe(expected));

    it.each([
      ['¡Hola {{user}}!', '¡Hola!'],
      ['Cuidado con el escalón, {{user}}, está podrido.', 'Cuidado con el escalón, está podrido.'],
      ['Esto es para {{user}}.', 'Esto es para ti.'],
      ['Quiero hablar con {{user}}.', 'Quiero hablar contigo.'],
      ['{{user}}, ven aquí.', 'Ven aquí.'],
      ['*mira a {{user}}*', '*mira a ti*'],
    ])('Spanish: %j reads %j', (text, expected) => expect(unnamed(text, 'es-ES')).toBe(expected));

    it.each([
      ['de-DE', 'Das ist für {{user}}.', 'Das ist für dich.'],
      ['de-DE', 'Hallo {{user}}!', 'Hallo!'],
      ['it-IT', 'Questo è per {{user}}.', 'Questo è per te.'],
      ['pt-BR', 'Olá {{user}}! Isto é para {{user}}.', 'Olá! Isto é para você.'],
      ['ru-RU', 'Привет, {{user}}! Это для {{user}}.', 'Привет! Это для тебя.'],
      ['zh-CN', '你好，{{user}}！这是给{{user}}的。', '你好！这是给你的。'],
      ['id-ID', 'Halo {{user}}! Ini untuk {{user}}.', 'Halo! Ini untuk kamu.'],
    ])('%s: %j reads %j', (locale, text, expected) => expect(unnamed(text, locale)).toBe(expected));

    it("uses the text's own language when it is plainly not the reader's", () => {
      expect(unnamed('This lamp is for {{user}} and the sea.', 'fr-FR')).toBe('This lamp is for you and the sea.');
      expect(unnamed("Je pensais à {{user}} et à la mer, c'est vrai.", 'en-US')).toBe("Je pensais à toi et à la mer, c'est vrai.");
      expect(unnamed('Hi {{user}}!', 'fr-FR')).toBe('Hi!');
    });

    it('speaks of the person in the third person for a prompt', () => {
      expect(fillPlaceholders("Mind the step, {{user}}. {{user}} is new here; {{user}}'s room is upstairs.", { user: null, char: 'Agnes', unnamed: 'the user' })).toBe("Mind the step. The user is new here; the user's room is upstairs.");
    });

    it('treats an empty name as no name', () => {
      expect(fillPlaceholders('Hi {{user}}!', { user: '  ', char: 'Agnes' })).toBe('Hi!');
    });
  });
});

describe('chosenName', () => {
  it('is the name only once the user chose it', () => {
    expect(chosenName({ name: 'Guest 12', nameChosen: false })).toBeNull();
    expect(chosenName({ name: 'Mira', nameChosen: true })).toBe('Mira');
    expect(chosenName(undefined)).toBeNull();
  });
});
