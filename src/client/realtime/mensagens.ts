import type { MensagemDoServidor } from '../../shared/realtime/protocolo.ts';

// What arrives on the live channel, for whoever listens (notices, the jobs panel).

type Ouvinte = (mensagem: MensagemDoServidor) => void;

const ouvintes = new Set<Ouvinte>();

export function emitirMensagem(mensagem: MensagemDoServidor): void {
  for (const ouvinte of [...ouvintes]) {
    try {
      ouvinte(mensagem);
    } catch (erro) {
      console.error(erro);
    }
  }
}

export function ouvirMensagens(ouvinte: Ouvinte): () => void {
  ouvintes.add(ouvinte);
  return () => {
    ouvintes.delete(ouvinte);
  };
}
