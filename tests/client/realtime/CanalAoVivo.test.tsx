import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { teardownSession } from '../../../src/client/auth/sessionTeardown.ts';
import { storeToken } from '../../../src/client/auth/token.ts';
import { CanalAoVivo } from '../../../src/client/realtime/CanalAoVivo.tsx';
import { ouvirMensagens } from '../../../src/client/realtime/mensagens.ts';
import { ToastBridge } from '../../../src/client/services/toasts/ToastBridge.tsx';
import type { MensagemDoServidor } from '../../../src/shared/realtime/protocolo.ts';
import { fabricaDeMqtt, type MqttFalso } from './mqttFalso.ts';

afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

async function conectado(c: MqttFalso) {
  c.emit('connect');
  await vi.waitFor(() => expect(c.envios.some((e) => e.tipo === 'publish')).toBe(true));
  c.entregar(`clientes/${c.clientId}`, { type: 'CONFIGURACAO', content: { topics: ['usuarios/7/notificacoes'] } });
  await vi.waitFor(() => expect(c.envios.some((e) => e.tipo === 'unsubscribe')).toBe(true));
}

describe('<CanalAoVivo /> in the signed-in shell', () => {
  it('opens the channel with the stored token and passes its messages to the listeners', async () => {
    storeToken('abc');
    const fabrica = fabricaDeMqtt();
    const recebidas: MensagemDoServidor[] = [];
    const parar = ouvirMensagens((m) => recebidas.push(m));
    render(<CanalAoVivo conectar={fabrica.conectar} />);
    await vi.waitFor(() => expect(fabrica.criados).toHaveLength(1));
    const c = fabrica.ultimo();
    await conectado(c);
    expect(c.envios[1]?.mensagem).toBe(JSON.stringify({ token: 'abc', clientId: c.clientId }));
    c.entregar('usuarios/7/notificacoes', { type: 'TAREFA', content: { id: 1 } });
    expect(recebidas).toEqual([{ type: 'TAREFA', content: { id: 1 } }]);
    parar();
  });

  it('closes the connection when the session is torn down (logout, expiry)', async () => {
    storeToken('abc');
    const fabrica = fabricaDeMqtt();
    render(<CanalAoVivo conectar={fabrica.conectar} />);
    await vi.waitFor(() => expect(fabrica.criados).toHaveLength(1));
    await conectado(fabrica.ultimo());
    teardownSession();
    expect(fabrica.ultimo().encerrado).toBe(true);
    fabrica.ultimo().emit('close');
    await new Promise((r) => setTimeout(r, 50));
    expect(fabrica.criados).toHaveLength(1);
  });

  it('closes the connection when the shell unmounts', async () => {
    storeToken('abc');
    const fabrica = fabricaDeMqtt();
    const { unmount } = render(<CanalAoVivo conectar={fabrica.conectar} />);
    await vi.waitFor(() => expect(fabrica.criados).toHaveLength(1));
    unmount();
    expect(fabrica.ultimo().encerrado).toBe(true);
  });

  it('shows a refused token as "Sessão expirada..." (which starts the expired-session flow)', async () => {
    // The expired-session flow reloads the page 5 s later: that timer is fake and dropped after the test.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    storeToken('velho');
    const fabrica = fabricaDeMqtt();
    render(
      <FluentProvider theme={webLightTheme}>
        <ToastBridge />
        <CanalAoVivo conectar={fabrica.conectar} />
      </FluentProvider>,
    );
    await vi.waitFor(() => expect(fabrica.criados).toHaveLength(1));
    const c = fabrica.ultimo();
    c.emit('connect');
    await vi.waitFor(() => expect(c.envios).toHaveLength(2));
    c.entregar(`clientes/${c.clientId}`, { type: 'ACESSO_NEGADO', content: { message: 'Sessão expirada. Faça login novamente.' } });
    expect(await screen.findByText('Sessão expirada. Faça login novamente.')).toBeInTheDocument();
    expect(c.encerrado).toBe(true);
  });
});
