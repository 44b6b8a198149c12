// Incoterms® 2020 (ICC): what each term means, shown beside the incoterm pickers and in the reference data.
import type { Language } from '../config/modules.js';
import { type Incoterm, INCOTERMS, TRANSPORT_MODES, type TransportMode } from './constants.js';

export type LocalizedText = Record<Language, string>;

export type IncotermInfo = {
  code: Incoterm;
  name: LocalizedText;
  /** Transport modes the term may be used with: FAS, FOB, CFR and CIF are for sea and inland waterway only. */
  modes: readonly TransportMode[];
  /** Where the risk of loss or damage passes from seller to buyer. */
  riskTransfer: LocalizedText;
  seller: LocalizedText;
  buyer: LocalizedText;
};

export const SEA_ONLY_INCOTERMS: readonly Incoterm[] = ['FAS', 'FOB', 'CFR', 'CIF'];

type Description = Omit<IncotermInfo, 'code' | 'modes'>;

const DESCRIPTIONS: Record<Incoterm, Description> = {
  EXW: {
    name: { es: 'En fábrica', en: 'Ex Works', pt: 'Na origem' },
    riskTransfer: {
      es: 'Cuando la mercadería queda a disposición del comprador en el local del vendedor u otro lugar convenido, sin cargar.',
      en: "When the goods are placed at the buyer's disposal at the seller's premises or another named place, not loaded.",
      pt: 'Quando a mercadoria é colocada à disposição do comprador no estabelecimento do vendedor ou outro local designado, sem carregar.',
    },
    seller: {
      es: 'Tener la mercadería embalada y disponible; no carga ni despacha la exportación.',
      en: 'Have the goods packed and available; does not load them or clear them for export.',
      pt: 'Deixar a mercadoria embalada e disponível; não carrega nem faz o desembaraço de exportação.',
    },
    buyer: {
      es: 'Carga, despacho de exportación e importación, todo el transporte, seguro y riesgos desde la recogida.',
      en: 'Loading, export and import clearance, all carriage, insurance and risks from collection.',
      pt: 'Carregamento, desembaraço de exportação e importação, todo o transporte, seguro e riscos desde a coleta.',
    },
  },
  FCA: {
    name: { es: 'Franco transportista', en: 'Free Carrier', pt: 'Livre no transportador' },
    riskTransfer: {
      es: 'Al entregar al transportista del comprador: cargada en su vehículo si es en el local del vendedor; si no, lista para descargar en el lugar convenido.',
      en: "On delivery to the buyer's carrier: loaded on its vehicle at the seller's premises, or ready for unloading at another named place.",
      pt: 'Na entrega ao transportador do comprador: carregada no veículo dele no estabelecimento do vendedor, ou pronta para descarga em outro local designado.',
    },
    seller: {
      es: 'Entregar al transportista designado por el comprador (cargando si es en su local) y despachar la exportación.',
      en: "Deliver to the buyer's nominated carrier (loading if at its own premises) and clear the goods for export.",
      pt: 'Entregar ao transportador indicado pelo comprador (carregando se for em seu estabelecimento) e fazer o desembaraço de exportação.',
    },
    buyer: {
      es: 'Contratar y pagar el transporte principal, el seguro si lo desea, la importación y sus tributos.',
      en: 'Contract and pay the main carriage, insurance if wanted, import clearance and duties.',
      pt: 'Contratar e pagar o transporte principal, o seguro se desejar, a importação e seus tributos.',
    },
  },
  FAS: {
    name: { es: 'Franco al costado del buque', en: 'Free Alongside Ship', pt: 'Livre ao lado do navio' },
    riskTransfer: {
      es: 'Cuando la mercadería está al costado del buque designado por el comprador en el puerto de embarque.',
      en: 'When the goods are placed alongside the ship nominated by the buyer at the port of shipment.',
      pt: 'Quando a mercadoria é colocada ao lado do navio indicado pelo comprador no porto de embarque.',
    },
    seller: {
      es: 'Poner la mercadería al costado del buque (muelle o barcaza) y despachar la exportación.',
      en: 'Place the goods alongside the vessel (quay or barge) and clear them for export.',
      pt: 'Colocar a mercadoria ao lado do navio (cais ou barcaça) e fazer o desembaraço de exportação.',
    },
    buyer: {
      es: 'Carga a bordo, flete marítimo, seguro, importación y sus tributos.',
      en: 'Loading on board, ocean freight, insurance, import clearance and duties.',
      pt: 'Embarque a bordo, frete marítimo, seguro, importação e seus tributos.',
    },
  },
  FOB: {
    name: { es: 'Franco a bordo', en: 'Free On Board', pt: 'Livre a bordo' },
    riskTransfer: {
      es: 'Cuando la mercadería está a bordo del buque en el puerto de embarque.',
      en: 'When the goods are on board the vessel at the port of shipment.',
      pt: 'Quando a mercadoria está a bordo do navio no porto de embarque.',
    },
    seller: {
      es: 'Cargar a bordo del buque designado por el comprador y despachar la exportación.',
      en: "Load the goods on board the buyer's nominated vessel and clear them for export.",
      pt: 'Embarcar a mercadoria no navio indicado pelo comprador e fazer o desembaraço de exportação.',
    },
    buyer: {
      es: 'Flete marítimo, seguro, descarga en destino, importación y sus tributos.',
      en: 'Ocean freight, insurance, unloading at destination, import clearance and duties.',
      pt: 'Frete marítimo, seguro, descarga no destino, importação e seus tributos.',
    },
  },
  CFR: {
    name: { es: 'Costo y flete', en: 'Cost and Freight', pt: 'Custo e frete' },
    riskTransfer: {
      es: 'Cuando la mercadería está a bordo del buque en el puerto de embarque, aunque el vendedor paga el flete hasta destino.',
      en: 'When the goods are on board the vessel at the port of shipment, although the seller pays freight to destination.',
      pt: 'Quando a mercadoria está a bordo do navio no porto de embarque, embora o vendedor pague o frete até o destino.',
    },
    seller: {
      es: 'Despachar la exportación, cargar a bordo y contratar y pagar el flete hasta el puerto de destino.',
      en: 'Clear for export, load on board, and contract and pay freight to the port of destination.',
      pt: 'Fazer o desembaraço de exportação, embarcar e contratar e pagar o frete até o porto de destino.',
    },
    buyer: {
      es: 'Riesgos desde el embarque, seguro si lo desea, descarga no incluida en el flete, importación y tributos.',
      en: 'Risks from loading on board, insurance if wanted, unloading not in the freight, import clearance and duties.',
      pt: 'Riscos desde o embarque, seguro se desejar, descarga não incluída no frete, importação e tributos.',
    },
  },
  CIF: {
    name: { es: 'Costo, seguro y flete', en: 'Cost, Insurance and Freight', pt: 'Custo, seguro e frete' },
    riskTransfer: {
      es: 'Cuando la mercadería está a bordo del buque en el puerto de embarque, aunque el vendedor paga flete y seguro hasta destino.',
      en: 'When the goods are on board the vessel at the port of shipment, although the seller pays freight and insurance to destination.',
      pt: 'Quando a mercadoria está a bordo do navio no porto de embarque, embora o vendedor pague frete e seguro até o destino.',
    },
    seller: {
      es: 'Como CFR, y además contratar un seguro de cobertura mínima (ICC C, 110 %) a favor del comprador.',
      en: "As CFR, plus minimum-cover insurance (ICC C, 110 %) for the buyer's benefit.",
      pt: 'Como CFR, e ainda contratar seguro de cobertura mínima (ICC C, 110 %) em favor do comprador.',
    },
    buyer: {
      es: 'Riesgos desde el embarque, cobertura adicional si la desea, descarga no incluida en el flete, importación y tributos.',
      en: 'Risks from loading on board, extra cover if wanted, unloading not in the freight, import clearance and duties.',
      pt: 'Riscos desde o embarque, cobertura adicional se desejar, descarga não incluída no frete, importação e tributos.',
    },
  },
  CPT: {
    name: { es: 'Transporte pagado hasta', en: 'Carriage Paid To', pt: 'Transporte pago até' },
    riskTransfer: {
      es: 'Al entregar la mercadería al primer transportista, aunque el vendedor paga el transporte hasta el destino convenido.',
      en: 'On handing the goods to the first carrier, although the seller pays carriage to the named destination.',
      pt: 'Na entrega da mercadoria ao primeiro transportador, embora o vendedor pague o transporte até o destino designado.',
    },
    seller: {
      es: 'Despachar la exportación y contratar y pagar el transporte hasta el destino convenido.',
      en: 'Clear for export, and contract and pay carriage to the named destination.',
      pt: 'Fazer o desembaraço de exportação e contratar e pagar o transporte até o destino designado.',
    },
    buyer: {
      es: 'Riesgos desde la entrega al primer transportista, seguro si lo desea, importación y tributos.',
      en: 'Risks from handover to the first carrier, insurance if wanted, import clearance and duties.',
      pt: 'Riscos desde a entrega ao primeiro transportador, seguro se desejar, importação e tributos.',
    },
  },
  CIP: {
    name: {
      es: 'Transporte y seguro pagados hasta',
      en: 'Carriage and Insurance Paid To',
      pt: 'Transporte e seguro pagos até',
    },
    riskTransfer: {
      es: 'Al entregar la mercadería al primer transportista, aunque el vendedor paga transporte y seguro hasta destino.',
      en: 'On handing the goods to the first carrier, although the seller pays carriage and insurance to destination.',
      pt: 'Na entrega da mercadoria ao primeiro transportador, embora o vendedor pague transporte e seguro até o destino.',
    },
    seller: {
      es: 'Como CPT, y además contratar un seguro todo riesgo (ICC A, 110 %) a favor del comprador.',
      en: "As CPT, plus all-risks insurance (ICC A, 110 %) for the buyer's benefit.",
      pt: 'Como CPT, e ainda contratar seguro contra todos os riscos (ICC A, 110 %) em favor do comprador.',
    },
    buyer: {
      es: 'Riesgos desde la entrega al primer transportista, importación y tributos.',
      en: 'Risks from handover to the first carrier, import clearance and duties.',
      pt: 'Riscos desde a entrega ao primeiro transportador, importação e tributos.',
    },
  },
  DAP: {
    name: { es: 'Entregada en lugar', en: 'Delivered at Place', pt: 'Entregue no local' },
    riskTransfer: {
      es: 'Cuando la mercadería queda a disposición del comprador en el lugar de destino, lista para descargar.',
      en: "When the goods are placed at the buyer's disposal at the named destination, ready for unloading.",
      pt: 'Quando a mercadoria é colocada à disposição do comprador no destino designado, pronta para descarga.',
    },
    seller: {
      es: 'Despachar la exportación y llevar la mercadería hasta el destino a su costo y riesgo.',
      en: 'Clear for export and carry the goods to the destination at its own cost and risk.',
      pt: 'Fazer o desembaraço de exportação e levar a mercadoria até o destino por sua conta e risco.',
    },
    buyer: {
      es: 'Descarga, despacho de importación y tributos.',
      en: 'Unloading, import clearance and duties.',
      pt: 'Descarga, desembaraço de importação e tributos.',
    },
  },
  DPU: {
    name: {
      es: 'Entregada en lugar descargada',
      en: 'Delivered at Place Unloaded',
      pt: 'Entregue no local desembarcada',
    },
    riskTransfer: {
      es: 'Cuando la mercadería, ya descargada, queda a disposición del comprador en el lugar de destino.',
      en: "When the goods, once unloaded, are placed at the buyer's disposal at the named destination.",
      pt: 'Quando a mercadoria, já descarregada, é colocada à disposição do comprador no destino designado.',
    },
    seller: {
      es: 'Despachar la exportación, llevar la mercadería hasta el destino y descargarla, a su costo y riesgo.',
      en: 'Clear for export, carry the goods to the destination and unload them, at its own cost and risk.',
      pt: 'Fazer o desembaraço de exportação, levar a mercadoria até o destino e descarregá-la, por sua conta e risco.',
    },
    buyer: {
      es: 'Despacho de importación y tributos.',
      en: 'Import clearance and duties.',
      pt: 'Desembaraço de importação e tributos.',
    },
  },
  DDP: {
    name: { es: 'Entregada con derechos pagados', en: 'Delivered Duty Paid', pt: 'Entregue com direitos pagos' },
    riskTransfer: {
      es: 'Cuando la mercadería, despachada para importación, queda a disposición del comprador en el destino, lista para descargar.',
      en: "When the goods, cleared for import, are placed at the buyer's disposal at the named destination, ready for unloading.",
      pt: 'Quando a mercadoria, desembaraçada para importação, é colocada à disposição do comprador no destino, pronta para descarga.',
    },
    seller: {
      es: 'Todo hasta el destino: transporte, despacho de exportación e importación, derechos e impuestos.',
      en: 'Everything to the destination: carriage, export and import clearance, duties and taxes.',
      pt: 'Tudo até o destino: transporte, desembaraço de exportação e importação, direitos e impostos.',
    },
    buyer: {
      es: 'Descarga en destino y recepción de la mercadería.',
      en: 'Unloading at destination and taking delivery.',
      pt: 'Descarga no destino e recebimento da mercadoria.',
    },
  },
};

/** The eleven terms in the order of INCOTERMS, each with its modes and texts. */
export const INCOTERM_INFO: readonly IncotermInfo[] = INCOTERMS.map((code): IncotermInfo => ({
  code,
  modes: SEA_ONLY_INCOTERMS.includes(code) ? ['SEA'] : TRANSPORT_MODES,
  ...DESCRIPTIONS[code],
}));

/** Whether a term may be used with a transport mode (sea-only terms are refused for air, road and express). */
export function incotermAppliesTo(incoterm: Incoterm, mode: TransportMode): boolean {
  return mode === 'SEA' || !SEA_ONLY_INCOTERMS.includes(incoterm);
}
