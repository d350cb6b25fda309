import { Badge, Button, Dropdown, Field, makeStyles, Option, Text, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { ResumoDoInventario } from '../../../../shared/api/inventarioDoPatrimonio.ts';
import { ApiError, fieldErrorsOf } from '../../../api/ApiError.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { BotaoComCarregamento } from '../../../components/loading-button/index.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { abrirInventario, lerInventarios, lerLocais, type LocalDoInventario } from './api.ts';
import { ContagemDoInventario } from './ContagemDoInventario.tsx';

// patrimonio.inventario: the unit's counts (open ones to continue, closed ones with their
// result) and opening a count for a location; choosing one shows the count.

const useEstilos = makeStyles({
  pilha: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px', minWidth: 0 },
  abrir: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  local: { flexGrow: 1, minWidth: '180px' },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', paddingBottom: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  nome: { fontWeight: tokens.fontWeightSemibold, flexGrow: 1 },
  // A closed count's four totals wrap on a phone: the badge grows with its lines.
  totais: { height: 'auto', minHeight: '20px', whiteSpace: 'normal', paddingTop: '2px', paddingBottom: '2px', lineHeight: tokens.lineHeightBase200 },
});

export function InventarioPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [locais, setLocais] = useState<LocalDoInventario[]>([]);
  const [inventarios, setInventarios] = useState<ResumoDoInventario[]>([]);
  const [local, setLocal] = useState<number | null>(null);
  const [erro, setErro] = useState<string | undefined>();
  const [aberto, setAberto] = useState<number | null>(null);

  useEffect(() => {
    if (aberto !== null) return;
    void lerLocais().then(setLocais).catch(ignoreShownError);
    void lerInventarios().then(setInventarios).catch(ignoreShownError);
  }, [aberto]);

  if (aberto !== null) return <ContagemDoInventario id={aberto} onVoltar={() => setAberto(null)} />;

  const abrir = async () => {
    setErro(undefined);
    try {
      if (local === null) throw new ApiError(422, '', [{ field: 'local', message: 'Informe um local de bens cadastrado.' }]);
      setAberto(await abrirInventario(local));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setErro(fieldErrorsOf(e)['local'] ?? e.message);
    }
  };

  return (
    <div className={estilos.pilha}>
      <Title2 as="h1">{t('Inventário')}</Title2>
      <div className={estilos.abrir}>
        <Field className={estilos.local} label={t('Local')} validationMessage={erro === undefined ? undefined : traduzir(erro)} validationState={erro === undefined ? 'none' : 'error'}>
          <Dropdown placeholder={t('Escolha o local')} onOptionSelect={(_, d) => setLocal(d.optionValue === undefined ? null : Number(d.optionValue))}>
            {locais.map((l) => (
              <Option key={l.id} value={String(l.id)}>{l.descricao}</Option>
            ))}
          </Dropdown>
        </Field>
        <BotaoComCarregamento appearance="primary" onClick={abrir}>{t('Abrir contagem')}</BotaoComCarregamento>
      </div>
      <Text as="h2" size={400} weight="semibold">{t('Contagens')}</Text>
      {inventarios.length === 0 && <Text>{t('Nenhuma contagem na unidade.')}</Text>}
      <ul className={estilos.lista} aria-label={t('Contagens')}>
        {inventarios.map((i) => (
          <li key={i.id} className={estilos.item}>
            <span className={estilos.nome}>{i.local}</span>
            {i.situacao === 'ABERTO' ? (
              <Badge appearance="tint" color="brand">{t('{n} plaqueta(s) lida(s)', { n: i.leituras })}</Badge>
            ) : (
              <Badge className={estilos.totais} appearance="tint" color={i.faltantes === 0 && i.outrosLocais === 0 && i.desconhecidos === 0 ? 'success' : 'warning'}>
                {t('{encontrados} encontrado(s), {faltantes} faltante(s), {outrosLocais} de outro local, {desconhecidos} desconhecido(s)', {
                  encontrados: i.encontrados ?? 0,
                  faltantes: i.faltantes ?? 0,
                  outrosLocais: i.outrosLocais ?? 0,
                  desconhecidos: i.desconhecidos ?? 0,
                })}
              </Badge>
            )}
            <Button size="small" appearance={i.situacao === 'ABERTO' ? 'primary' : 'secondary'} onClick={() => setAberto(i.id)}>
              {i.situacao === 'ABERTO' ? t('Continuar') : t('Ver resultado')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
