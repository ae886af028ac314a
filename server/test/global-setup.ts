import { LOCAL_POSTGRES, LOCAL_REDIS, postgresAnswers, redisAnswers, startOwnPostgres, startOwnRedis, type OwnService } from './services';

declare global {
  var __kokoOwnServices: OwnService[] | undefined;
}

export default async function globalSetup() {
  const own: OwnService[] = [];
  if (!process.env.TEST_DATABASE_URL) {
    if (await postgresAnswers(LOCAL_POSTGRES)) process.env.TEST_DATABASE_URL = LOCAL_POSTGRES;
    else {
      const pgServer = await startOwnPostgres();
      own.push(pgServer);
      process.env.TEST_DATABASE_URL = pgServer.url;
    }
  } else if (!(await postgresAnswers(process.env.TEST_DATABASE_URL))) {
    throw new Error(`TEST_DATABASE_URL does not answer: ${process.env.TEST_DATABASE_URL}`);
  }
  if (!process.env.TEST_REDIS_URL) {
    if (await redisAnswers(LOCAL_REDIS)) process.env.TEST_REDIS_URL = LOCAL_REDIS;
    else {
      const redis = await startOwnRedis();
      own.push(redis);
      process.env.TEST_REDIS_URL = redis.url;
    }
  }
  globalThis.__kokoOwnServices = own;
}
