import { createServer, type Socket } from 'node:net';

export interface SmtpDeTeste {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** The recipients of each message accepted, in order. */
  recebidos: string[][];
  /** The text of each message accepted (headers and body, MIME as sent), in order. */
  mensagens: string[];
  fechar(): Promise<void>;
}

/**
 * A mail server on a local port that accepts every message, just enough SMTP for nodemailer
 * (no TLS, no authentication): a test of what happens once an e-mail has really been sent.
 */
export async function smtpDeTeste(): Promise<SmtpDeTeste> {
  const recebidos: string[][] = [];
  const mensagens: string[] = [];
  const conexoes = new Set<Socket>();
  const servidor = createServer((socket) => {
    conexoes.add(socket);
    socket.on('close', () => conexoes.delete(socket));
    let pendente = '';
    let lendoDados = false;
    let destinatarios: string[] = [];
    let dados: string[] = [];
    const responder = (linha: string) => socket.write(`${linha}\r\n`);
    responder('220 localhost ESMTP');
    socket.on('data', (parte) => {
      pendente += parte.toString('utf8');
      for (let fim = pendente.indexOf('\r\n'); fim >= 0; fim = pendente.indexOf('\r\n')) {
        const linha = pendente.slice(0, fim);
        pendente = pendente.slice(fim + 2);
        if (lendoDados) {
          if (linha !== '.') {
            dados.push(linha);
            continue;
          }
          lendoDados = false;
          recebidos.push(destinatarios);
          mensagens.push(dados.join('\r\n'));
          destinatarios = [];
          dados = [];
          responder('250 OK');
          continue;
        }
        const comando = linha.slice(0, 4).toUpperCase();
        if (comando === 'RCPT') destinatarios.push(/<([^>]*)>/.exec(linha)?.[1] ?? '');
        if (comando === 'DATA') {
          lendoDados = true;
          responder('354 Fim com <CR><LF>.<CR><LF>');
        } else if (comando === 'QUIT') {
          responder('221 Tchau');
          socket.end();
        } else {
          responder('250 OK');
        }
      }
    });
  });
  await new Promise<void>((resolve) => servidor.listen(0, '127.0.0.1', resolve));
  const endereco = servidor.address();
  if (endereco === null || typeof endereco === 'string') throw new Error('sem porta');
  return {
    url: `smtp://127.0.0.1:${endereco.port}`,
    recebidos,
    mensagens,
    fechar: () =>
      new Promise<void>((resolve) => {
        for (const socket of conexoes) socket.destroy();
        servidor.close(() => resolve());
      }),
  };
}
