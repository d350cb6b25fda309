import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useSWR, { SWRConfig } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { leORecurso } from '../../../src/client/engine/dados/chaveDoRecurso.ts';
import { useRevalidarRecurso } from '../../../src/client/engine/dados/useRevalidarRecurso.ts';

// A write of a resource reaches every cached read of it, however the read is keyed and whether
// or not it is on screen: a GET of a page, a record, a POST read keyed by its URL and body, and
// the pages of an infinite list (which SWR keeps under a key of its own).

/** A fake server: every read says how many writes it has seen. */
function servidor() {
  const estado = { escritas: 0, leituras: [] as string[] };
  const ler = (chave: unknown) => {
    estado.leituras.push(JSON.stringify(chave));
    return Promise.resolve(`v${estado.escritas}`);
  };
  return { estado, ler };
}

type Ler = ReturnType<typeof servidor>['ler'];

// The register's settings: the next pages load on demand, a page already read is not read again.
const SEM_RELEITURA = { revalidateFirstPage: false, revalidateIfStale: false, revalidateOnFocus: false, keepPreviousData: true } as const;

function Pagina({ ler }: { ler: Ler }) {
  const { data } = useSWR('/api/voluntarios?page=1', ler, { revalidateOnFocus: false });
  return <p>lista {data}</p>;
}

function Outro({ ler }: { ler: Ler }) {
  const { data } = useSWR('/api/voluntariosinativos', ler, { revalidateOnFocus: false });
  return <p>outro {data}</p>;
}

function Registro({ ler }: { ler: Ler }) {
  const { data } = useSWR('/api/voluntarios/7', ler, SEM_RELEITURA);
  return <p>registro {data}</p>;
}

function Infinita({ ler }: { ler: Ler }) {
  const { data, size, setSize } = useSWRInfinite((indice) => ['/api/voluntarios/filter', '{"q":"ana"}', indice + 1] as const, ler, SEM_RELEITURA);
  return (
    <div>
      <p>paginas {data?.join(',')}</p>
      <button type="button" onClick={() => void setSize(size + 1)}>
        mais
      </button>
    </div>
  );
}

function Escrita({ aoEscrever }: { aoEscrever(): void }) {
  const revalidar = useRevalidarRecurso('/api/voluntarios');
  return (
    <button
      type="button"
      onClick={() => {
        aoEscrever();
        void revalidar();
      }}
    >
      salvar
    </button>
  );
}

function Tela({ ler, aoEscrever, mostrar }: { ler: Ler; aoEscrever(): void; mostrar: readonly string[] }) {
  return (
    <>
      {mostrar.includes('pagina') && <Pagina ler={ler} />}
      {mostrar.includes('outro') && <Outro ler={ler} />}
      {mostrar.includes('registro') && <Registro ler={ler} />}
      {mostrar.includes('infinita') && <Infinita ler={ler} />}
      <Escrita aoEscrever={aoEscrever} />
    </>
  );
}

function montar() {
  const { estado, ler } = servidor();
  const cache = new Map();
  const aoEscrever = () => {
    estado.escritas += 1;
  };
  const vista = (mostrar: readonly string[]) => (
    <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>
      <Tela ler={ler} aoEscrever={aoEscrever} mostrar={mostrar} />
    </SWRConfig>
  );
  const { rerender } = render(vista(['pagina', 'outro', 'registro', 'infinita']));
  return { estado, mostrar: (mostrar: readonly string[]) => rerender(vista(mostrar)) };
}

describe('leORecurso', () => {
  it.each([
    ['/api/pessoas', true],
    ['/api/pessoas/7', true],
    ['/api/pessoas?page=2&rpp=15', true],
    [['/api/pessoas/filter', '{"q":"ana"}', 15, 1], true],
    ['/api/pessoasfisicas', false],
    [['pessoas/filter', '{}'], false],
    ['/api/cidades?q=pessoas', false],
    [null, false],
  ])('%j reads /api/pessoas: %s', (chave, esperado) => {
    expect(leORecurso(chave, '/api/pessoas')).toBe(esperado);
  });
});

describe('useRevalidarRecurso', () => {
  it('reads again every read of the resource on screen, the pages of an infinite list included, and no other', async () => {
    const { estado } = montar();
    expect(await screen.findByText('lista v0')).toBeInTheDocument();
    expect(await screen.findByText('paginas v0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'mais' }));
    expect(await screen.findByText('paginas v0,v0')).toBeInTheDocument();
    const doOutro = estado.leituras.filter((l) => l.includes('inativos')).length;

    await userEvent.click(screen.getByRole('button', { name: 'salvar' }));

    expect(await screen.findByText('lista v1')).toBeInTheDocument();
    expect(await screen.findByText('registro v1')).toBeInTheDocument();
    expect(await screen.findByText('paginas v1,v1')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('outro v0')).toBeInTheDocument());
    expect(estado.leituras.filter((l) => l.includes('inativos'))).toHaveLength(doOutro);
  });

  it('forgets the reads not on screen, so they read the resource anew when they come back', async () => {
    const { mostrar } = montar();
    expect(await screen.findByText('paginas v0')).toBeInTheDocument();
    expect(await screen.findByText('registro v0')).toBeInTheDocument();
    // The list and the record leave the screen (the user opened a form elsewhere) and a write happens.
    mostrar([]);
    await userEvent.click(screen.getByRole('button', { name: 'salvar' }));

    // Back: neither shows what it read before the write, though neither reads a cached page again.
    mostrar(['registro', 'infinita']);
    expect(await screen.findByText('paginas v1')).toBeInTheDocument();
    expect(await screen.findByText('registro v1')).toBeInTheDocument();
  });
});
