// The peer: a bare node:http server answering JSON of the same shape as the API.
import http from 'node:http';

const port = Number(process.argv[2]);
const tags = JSON.parse(process.argv[3] ?? '[]');
http
  .createServer((req, res) => {
    const data = req.url.endsWith('/health') ? { status: 'ok', database: 'pglite', bus: 'memory', uptimeSeconds: 1 } : { list: tags };
    const body = JSON.stringify({ code: 0, message: 'success', data, request_id: 'bench' });
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(body);
    });
  })
  .listen(port, '127.0.0.1', () => process.stdout.write('ready\n'));
