import { Button, Input, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { ConsultaDoDoador, DoadorEncontrado } from '../../../../shared/api/telemarketing.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { BotaoComCarregamento } from '../../../components/loading-button/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { buscarDoadores, lerDoador } from './api.ts';
import { DoadorConsultado } from './DoadorConsultado.tsx';

// mobilizacao.consulta: find a donor by name, CPF/CNPJ, phone or nosso número, then see everything
// fundraising knows of them.

const useEstilos = makeStyles({
  pilha: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px', minWidth: 0 },
  busca: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  campo: { flexGrow: 1, minWidth: '220px' },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

export function ConsultaPage() {
  const estilos = useEstilos();
  const t = useT();
  const [q, setQ] = useState('');
  const [encontrados, setEncontrados] = useState<DoadorEncontrado[] | null>(null);
  const [doador, setDoador] = useState<ConsultaDoDoador | null>(null);

  const buscar = async () => {
    if (q.trim() === '') return;
    setDoador(null);
    setEncontrados(await buscarDoadores(q.trim()).catch((e: unknown) => {
      ignoreShownError(e);
      return [];
    }));
  };
  const abrir = (id: number) => {
    void lerDoador(id).then(setDoador).catch(ignoreShownError);
  };

  return (
    <div className={estilos.pilha}>
      <Title2 as="h1">{t('Consulta de doadores')}</Title2>
      <form className={estilos.busca} role="search" onSubmit={(e) => { e.preventDefault(); void buscar(); }}>
        <Input
          className={estilos.campo}
          aria-label={t('Nome, CPF/CNPJ, telefone ou nosso número')}
          placeholder={t('Nome, CPF/CNPJ, telefone ou nosso número')}
          contentBefore={<SearchRegular />}
          value={q}
          maxLength={100}
          onChange={(_, d) => setQ(d.value)}
        />
        <BotaoComCarregamento appearance="primary" type="submit" onClick={buscar}>{t('Pesquisar')}</BotaoComCarregamento>
      </form>
      {doador !== null ? (
        <DoadorConsultado doador={doador} onVoltar={() => setDoador(null)} />
      ) : (
        encontrados !== null && (
          <>
            <Text>{t('{n} doador(es) encontrado(s)', { n: encontrados.length })}</Text>
            <ul className={estilos.lista} aria-label={t('Doadores encontrados')}>
              {encontrados.map((d) => (
                <li key={d.id} className={estilos.item}>
                  <Button appearance="transparent" onClick={() => abrir(d.id)}>{d.nome}</Button>
                  {d.documento !== null && <Text size={200}>{d.documento}</Text>}
                  {(d.celular ?? d.telefone) !== null && <Text size={200}>{d.celular ?? d.telefone}</Text>}
                </li>
              ))}
            </ul>
          </>
        )
      )}
    </div>
  );
}
