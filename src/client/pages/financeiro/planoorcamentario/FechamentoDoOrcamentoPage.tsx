import { useState } from 'react';
import { Badge, Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text } from '@fluentui/react-components';
import { LockClosedRegular, LockOpenRegular } from '@fluentui/react-icons';
import type { AnoDoOrcamento } from '../../../../shared/api/orcamento.ts';
import { formatDateTime, formatMoney } from '../../../../shared/format/index.ts';
import { useApi } from '../../../api/useApi.ts';
import { Aviso } from '../../../components/feedback/Aviso.tsx';
import { Carregando } from '../../../components/feedback/Carregando.tsx';
import { usePermissao } from '../../../components/permissions/usePermissao.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { mudarFechamento, URL_DOS_ANOS, urlDaGrade } from './api.ts';
import { useEstilosDaGrade } from './estilos.ts';
import { useSWRConfig } from 'swr';

// Hand-written: the years are no records of a table but what the unit planned (lines, totals)
// with the closing beside them, and closing acts on a year, not on a row the engine could lock.
// Fechar freezes the year's budget; Reabrir lets it change again.

const TAG_FECHAR = 'financeiro.planoorcamentario.fechar';

export function FechamentoDoOrcamentoPage() {
  const estilos = useEstilosDaGrade();
  const t = useT();
  const traduzir = useTraduzir();
  const { pode } = usePermissao();
  const { mutate } = useSWRConfig();
  const { data: anos, error } = useApi<AnoDoOrcamento[]>(URL_DOS_ANOS);
  const [mudando, setMudando] = useState<number | null>(null);

  if (error) return <Aviso intent="error">{traduzir(error.message)}</Aviso>;
  if (!anos) return <Carregando />;
  const podeFechar = pode([TAG_FECHAR]);

  async function mudar(ano: AnoDoOrcamento) {
    setMudando(ano.ano);
    try {
      await mudarFechamento(ano.ano, ano.fechado ? 'reabrir' : 'fechar');
      await Promise.all([mutate(URL_DOS_ANOS), mutate(urlDaGrade(ano.ano))]);
    } finally {
      setMudando(null);
    }
  }

  return (
    <div className={estilos.pagina}>
      <Text className={estilos.nota}>{t('Um ano fechado não aceita alterações no orçamento; as despesas dele continuam comparadas ao que foi planejado.')}</Text>
      <div className={estilos.moldura}>
        <Table aria-label={t('Fechamento do orçamento')} size="small">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>{t('Ano')}</TableHeaderCell>
              <TableHeaderCell>{t('Linhas')}</TableHeaderCell>
              <TableHeaderCell>{t('Receitas planejadas')}</TableHeaderCell>
              <TableHeaderCell>{t('Despesas planejadas')}</TableHeaderCell>
              <TableHeaderCell>{t('Situação')}</TableHeaderCell>
              {podeFechar && <TableHeaderCell>{t('Ações')}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {anos.map((ano) => (
              <TableRow key={ano.ano}>
                <TableCell>{ano.ano}</TableCell>
                <TableCell>{ano.linhas}</TableCell>
                <TableCell>{formatMoney(ano.receitas)}</TableCell>
                <TableCell>{formatMoney(ano.despesas)}</TableCell>
                <TableCell>
                  {ano.fechado ? (
                    <span>
                      <Badge color="danger" appearance="tint">{t('Fechado')}</Badge>{' '}
                      <Text size={200}>{t('por {quem} em {quando}', { quem: ano.fechadoPor ?? '', quando: formatDateTime(ano.fechadoEm ?? '') })}</Text>
                    </span>
                  ) : (
                    <Badge color="success" appearance="tint">{t('Aberto')}</Badge>
                  )}
                </TableCell>
                {podeFechar && (
                  <TableCell>
                    <Button
                      size="small"
                      icon={ano.fechado ? <LockOpenRegular /> : <LockClosedRegular />}
                      disabled={mudando !== null}
                      aria-label={ano.fechado ? t('Reabrir {ano}', { ano: String(ano.ano) }) : t('Fechar {ano}', { ano: String(ano.ano) })}
                      onClick={() => void mudar(ano)}
                    >
                      {ano.fechado ? t('Reabrir') : t('Fechar')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </div>
  );
}
