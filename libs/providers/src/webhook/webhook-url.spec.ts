import { webhookUrlProblem } from './webhook-url';

describe('webhookUrlProblem', () => {
  const publicDns = async () => [{ address: '93.184.216.34', family: 4 as const }];
  const privateDns = async () => [{ address: '10.0.0.7', family: 4 as const }];

  it('accepts an https URL whose host resolves to public addresses', async () => {
    await expect(webhookUrlProblem('https://hooks.example.com/juxta', false, publicDns)).resolves.toBeNull();
  });

  it('refuses other schemes, credentials and garbage', async () => {
    await expect(webhookUrlProblem('ftp://example.com/x', false, publicDns)).resolves.toMatch(/http or https/);
    await expect(webhookUrlProblem('https://u:p@example.com/x', false, publicDns)).resolves.toMatch(/user name or password/);
    await expect(webhookUrlProblem('not a url', false, publicDns)).resolves.toMatch(/not a valid URL/);
  });

  it('refuses loopback, private and metadata addresses unless configured for tests', async () => {
    await expect(webhookUrlProblem('http://127.0.0.1:9/x', false, publicDns)).resolves.toMatch(/private or reserved/);
    await expect(webhookUrlProblem('http://169.254.169.254/latest', false, publicDns)).resolves.toMatch(/private or reserved/);
    await expect(webhookUrlProblem('http://internal.example/x', false, privateDns)).resolves.toMatch(/private or reserved/);
    await expect(webhookUrlProblem('http://127.0.0.1:9/x', ['127.0.0.1'], publicDns)).resolves.toBeNull();
  });
});
