import type { UserFact } from '../chat-model';
import type { QuestionKind, RecallTopic } from './message-reading';
import type { ToneLines } from './persona-lines';

/** The offline persona engine's lines for questions, memory and small talk (English only). */
export const QUESTION_LINES: Readonly<Record<QuestionKind, ToneLines>> = {
  'how-are-you': {
    any: ['Better now{,user}. You?', "Busy. {noun} doesn't take care of itself. And you?"],
    proud: ['Fine. Obviously. ...And you?'],
    gruff: ['Tired. Fine. You eat yet?'],
    shy: ["I-I'm good! Um... how are you?"],
    cheerful: ["Great now that you're here! How about you?"],
    deadpan: ['Alive. Technically. You?'],
    dark: ['Eternal, as ever. And you{,user}?'],
    gentle: ["I'm well, thank you for asking. How are you{,user}?"],
  },
  'about-you': {
    any: ['Me? {intro}', "Well... {intro} That's about it.", "I'm {char}. You'll get to know me soon enough{,user}."],
    proud: ["You don't know? Hmph. {intro}"],
    shy: ['Oh, um... {intro}'],
  },
  pastime: {
    any: [
      'When I get the time? {love}. I could lose a whole day to {love}.',
      "Honestly? I love {love}. Don't laugh.",
      'Most of my free time goes to {place}, and I like it that way.',
      'I {activity}, so free time is rare. When I get some, I spend it at {place}.',
      "Free time? I {activity}. There isn't much left over, and I don't mind.",
      'Free time? I spend most of it at {place}. I like it there.',
    ],
    proud: ['Hmph. Not that you asked nicely, but I enjoy {love}.', 'Free time? Hmph. {place} takes all of it, obviously.'],
    gruff: ["I like {love}. ...Don't make it weird.", 'Free time? {place} keeps me busy most days. I like it that way.'],
    shy: ["Um... I like {love}, mostly. It's quiet, and I like quiet.", "Oh, um... I spend most of my free time at {place}. It's nice there."],
    cheerful: ['I love {love}! All day, every day, if I could!', 'Anything at {place}! I love it there!'],
    deadpan: ['I enjoy {love}. Riveting, I know.', 'I spend my free time at {place}. Living the dream.'],
    dark: ['I enjoy {love}. Every creature needs its small pleasures.'],
    gentle: ['I love {love}. It fills a quiet day nicely.'],
  },
  plans: {
    any: [
      '{when} I\'ll be at {place}, same as always. Why, do you have plans?',
      "{when}? {noun} needs seeing to, and after that I'm free. Did you have something in mind?",
      'Nothing grand. A bit of work at {place}, then maybe some peace and quiet.',
      'Tomorrow I {activity}, like every day. What about you?',
      "No big plans. Why, did you have something in mind{,user}?",
    ],
    proud: ['{when}? Busy. Very busy. ...Though I suppose I could make time, if you asked properly.'],
    gruff: ['{when}? Work. Then sleep. Then work. Why?'],
    shy: ['N-no plans, really... why do you ask?'],
    cheerful: ['No plans yet! Want to make some together?'],
    deadpan: ['My plans are the same as yesterday. Thrilling. Why?'],
  },
  unknown: {
    any: ["I couldn't tell you{,user}. That's beyond me.", "Honestly? I don't know. Ask me about {noun} instead.", 'No idea. I know {noun}, not that.', "Hard to say. I'm not sure anyone knows."],
    proud: ["Hmph. I don't know, and I won't pretend to. Ask me about {noun}.", "That's not my concern. Ask me something about {place}."],
    gruff: ["Don't know. Don't much care. Ask me about {noun}."],
    shy: ["Oh, um... I really don't know, sorry."],
    cheerful: ['No idea! But ask me about {noun} and I could talk all day!'],
    deadpan: ["I don't know. I've made my peace with not knowing."],
    dark: ['Even I have no answer to that. How refreshing.'],
  },
  'tell-about': {
    any: ["{mention}? Where do I even start. It means everything to me.", "{mention}... there's more to it than it looks. Stick around and you'll see.", '{mention} has seen better days, honestly. But it\'s mine.', '{topic}? Hm. What do you want to know?', "There's not much to tell about {topic}. Ask me something harder."],
    proud: ['{mention}? Hmph. Only the finest, obviously.'],
    gruff: ['{mention}. ...It\'s what I\'ve got. It\'s enough.'],
  },
  what: {
    any: ['Hm. Good question. I\'d say {noun} has something to do with it.', "What? Honestly, I'm still figuring that out myself.", "That's {noun}. Don't ask me to explain it twice."],
    proud: ['What kind of question is that? ...Fine. It has to do with {noun}.'],
    gruff: ['...Long story. Has to do with {noun}.'],
  },
  why: {
    any: ['Why? Because someone has to look after {noun}.', "Honestly? I've asked myself that a hundred times.", 'Why not? That\'s how things go around {place}.'],
    proud: ['Because I said so. ...And because of {noun}.'],
    gruff: ["Habit. Don't ask."],
  },
  how: {
    any: ['How? Practice, mostly. And {noun}.', 'Carefully. Very carefully.', "One step at a time{,user}. Same as everything at {place}."],
    proud: ['Talent. And years of practice, not that you\'d know.'],
    cheerful: ['With guts! And maybe a little help from {noun}!'],
  },
  who: {
    any: ['Who? Someone around {place}, probably.', "Hm. I'd keep an eye on that one{,user}."],
  },
  where: {
    any: ['Right here at {place}.', 'Not far from {place}.', "Somewhere near {noun}. I'll show you."],
  },
  when: {
    any: ['Soon. When the time is right.', 'After I deal with {noun}, probably.', "When you least expect it{,user}."],
  },
  'yes-no': {
    any: ['{echo} ...Yes. More than I should.', '{echo} Hm. Not really.', '{echo} Maybe. Why do you ask?', '{echo} Of course.'],
    proud: ['{echo} Obviously.', '{echo} As if! ...Okay, maybe a little.'],
    gruff: ['{echo} Yeah.', '{echo} No.'],
    shy: ['{echo} U-um... yes?'],
    deadpan: ['{echo} Unfortunately, yes.'],
    dark: ['{echo} Perhaps. Perhaps not.'],
  },
  other: {
    any: ["Hm. That's a good question{,user}.", "I'll have to think about that one.", "You ask the strangest things{,user}."],
  },
};

/** Answers to "do you remember…?" (a missing fact is admitted, never invented). */
export const RECALL_LINES: Readonly<Record<RecallTopic, ToneLines>> = {
  name: { any: ["Of course I remember. You're {user}.", '{user}. How could I forget?', "You're {user}. Did you think I wasn't listening?"], proud: ["Don't insult me. You're {user}."] },
  pet: { any: ['{pet}, your {petKind}! How could I forget?', "Your {petKind}'s name is {pet}. How is {pet} doing?", 'You have {petDesc}, right? Of course I remember.'], proud: ['{pet}. Your {petKind}. I remember everything, obviously.'] },
  like: { any: ['You like {like}. I was paying attention.', '{like}, right? You told me.', 'You love {like}. I remember{,user}.'] },
  dislike: { any: ["You can't stand {dislike}. I remember.", "You don't like {dislike}. I was listening{,user}."] },
  job: { any: ['You {job}. I remember.'] },
  home: { any: ['You live in {home}, right?'] },
  age: { any: ["You're {age}. I was listening."] },
  plan: { any: ['You said you were going to {plan}. Did you?'] },
  any: { any: ['Of course I do{,user}. {facts}', 'I remember everything you tell me{,user}. {facts}', 'I remember. {facts}', 'We talked about {talked}. I remember that much{,user}.'] },
};

export const FORGOTTEN_LINES: ToneLines = {
  any: ["Hm... you never actually told me that. Tell me?", "I don't think you've told me yet{,user}."],
  proud: ["You never told me. Don't blame me for that."],
};

/** A reaction to something the user just told about themselves. */
export const FACT_LINES: Readonly<Partial<Record<UserFact['kind'], ToneLines>>> = {
  name: { any: ['{user}, huh? Nice to meet you, {user}.', "{user}. I'll remember that.", "Nice to meet you, {user}."], proud: ["{user}? Hmph. Fine, I'll remember it."], shy: ['{user}... n-nice to meet you.'] },
  pet: { any: ['{petDesc}? I want to meet them.', "{petDesc}! Tell me everything."], gruff: ['{petDesc}. ...Bring them by sometime.'] },
  like: { any: ['{like}! What got you into that?', "{like}? I didn't expect that. What do you love about it?", 'You love {like}? Tell me more.'], proud: ["{like}? Hmph. I suppose that's respectable."], gruff: ['{like}, huh. ...Good.'] },
  dislike: { any: ['Not a fan of {dislike}, huh? Noted.', "No {dislike}, then. I'll remember."] },
  job: { any: ['You {job}? That sounds like hard work.', 'So you {job}. I had no idea.'] },
  home: { any: ["{home}? I've always wondered what it's like there.", '{home}, huh? Is it nice there?'] },
  age: { any: ['{age}, huh? I would have guessed differently.'] },
  plan: { any: ["You're going to {plan}? Tell me how it goes.", 'Going to {plan}? Good luck{,user}.'] },
};

export const MENTION_LINES: ToneLines = {
  any: ['{mention}? Don\'t get me started.', "You noticed {mention}? Not many people do.", '{mention} is the one thing I take seriously.'],
  proud: ["{mention}? Hmph. It's the best thing here, obviously."],
  gruff: ['{mention}. ...Yeah. It matters.'],
  cheerful: ['{mention}! Isn\'t it great?!'],
};

export const STATEMENT_LINES: ToneLines = {
  any: ['Huh. Tell me more{,user}.', 'I see. And then what?', "Hm. That's one way to look at it.", '{topic}, huh? Go on.', 'Really? {topic}?'],
  proud: ['Hmph. Go on, then. I\'m listening. Not that I care.'],
  gruff: ['Hm. Go on.'],
  deadpan: ['Fascinating. No, really. Go on.'],
};

export const GREETING_OPENERS: ToneLines = {
  any: ['Hey{,user}.', 'Oh, hi {user}.', 'Oh, hi.', 'Hey there.'],
  proud: ['Hmph. Hello.'],
  gruff: ['Hey.'],
  cheerful: ['Hi hi{,user}!'],
  gentle: ['Hello{,user}.'],
};

/** A last sentence that keeps the scene going: a question back, the card's world, or something remembered. */
export const FOLLOW_UPS: ToneLines = {
  any: ['So, what now{,user}?', 'Want to see {noun}?', 'Stay a while{,user}.', 'Have you ever seen {noun} up close?'],
  proud: ["Don't just stand there. {noun} won't wait forever."],
  gruff: ['Sit down. {noun} can wait a minute.'],
  cheerful: ["Ooh, and later I'll show you {noun}! You'll love it!"],
  deadpan: ["Meanwhile, {noun} continues to exist. Sadly."],
};

export const MEMORY_FOLLOW_UPS: ToneLines = {
  any: ['How is {pet} doing, by the way?', 'Still into {like}?', 'Bet {pet} would like it here.', 'Did you ever {plan}?'],
};
