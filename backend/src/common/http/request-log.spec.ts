import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { requestLogSerializers } from './request-log';

describe('request log fields', () => {
  it('names the request without any header but the user agent: cookies and tokens never reach the log', () => {
    const req = Object.assign(new IncomingMessage(new Socket()), {
      id: 'req-1',
      method: 'POST',
      url: '/api/compare',
      ip: '203.0.113.9',
      headers: { cookie: 'juxta.sid=s%3Asecret', authorization: 'Bearer secret', 'user-agent': 'Mozilla/5.0' },
    });
    const fields = requestLogSerializers.req(req);
    expect(fields).toEqual({ id: 'req-1', method: 'POST', url: '/api/compare', remoteAddress: '203.0.113.9', userAgent: 'Mozilla/5.0' });
    expect(JSON.stringify(fields)).not.toContain('secret');
  });

  it('keeps only the status of a response (no Set-Cookie)', () => {
    const res = new ServerResponse(new IncomingMessage(new Socket()));
    res.statusCode = 201;
    res.setHeader('Set-Cookie', 'juxta.sid=s%3Asecret');
    expect(requestLogSerializers.res(res)).toEqual({ statusCode: 201 });
  });
});
