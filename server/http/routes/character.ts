import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  AI_SUGGESTION_AUTO_PATH,
  AI_SUGGESTION_PATH,
  BLANK_WORDS_MESSAGE,
  characterSuggestionAutoInput,
  characterSuggestionInput,
  characterSuggestionSchema,
} from '@/lib/contracts/character-suggestion';
import type { Services } from '@/server/runtime/services';
import type { Auth } from '../auth';
import type { AppEnv } from '../context';
import { jsonRoute } from '../define-route';
import { rateLimit, type HttpLimits } from '../rate-limit';
import { ok } from '../respond';

/**
 * Seed §7 app/character/getAiSuggestion and getAiSuggestionAuto: a character card written from a few words or from a
 * draft. With a model configured each call reaches it, so both count against the caller's model-call budget.
 */
export function registerCharacter(app: OpenAPIHono<AppEnv>, services: Services, auth: Auth, limits: HttpLimits) {
  const modelCall = rateLimit(limits.modelCalls);
  app.openapi(
    jsonRoute({
      method: 'post',
      path: AI_SUGGESTION_PATH,
      tag: 'character',
      summary: 'A whole character (name, intro, personality, scenario, greeting, example dialogue, tags, look) written from a few words',
      description: `Blank words answer "${BLANK_WORDS_MESSAGE}". Visitors are asked to log in (code -1). Texts are in \`locale\` where the writer has it; \`language\` says which language they are in. The client waits up to 3 minutes.`,
      auth: auth.required,
      limit: modelCall,
      body: characterSuggestionInput,
      data: characterSuggestionSchema,
    }),
    async (c) => ok(c, await services.characterSuggestions.suggest(c.get('user')!, c.req.valid('json'), c.req.raw.signal)),
  );
  app.openapi(
    jsonRoute({
      method: 'post',
      path: AI_SUGGESTION_AUTO_PATH,
      tag: 'character',
      summary: "A whole character guessed from what a draft already has (its look, name or stored role), or a random coherent one",
      description: 'Visitors are asked to log in (code -1). A complete `look` is kept as the suggestion\'s look.',
      auth: auth.required,
      limit: modelCall,
      body: characterSuggestionAutoInput,
      data: characterSuggestionSchema,
    }),
    async (c) => ok(c, await services.characterSuggestions.suggestAuto(c.get('user')!, c.req.valid('json'), c.req.raw.signal)),
  );
}
