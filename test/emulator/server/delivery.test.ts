import type { BinaryNode } from '@whiskeysockets/baileys';
import { describe, expect, it } from 'vitest';
import type { Device } from '../../../emulator/directory/accounts';
import { Delivery } from '../../../emulator/server/delivery';

/** A device as Delivery sees it: a link that records what is sent, and the stanzas held while away. */
function device() {
  const sent: BinaryNode[] = [];
  const d = { held: [] as BinaryNode[], link: { send: (n: BinaryNode) => sent.push(n) } };
  return { device: d as unknown as Device, sent, d };
}

const receipt = (id: string, type?: string): BinaryNode => ({
  tag: 'receipt',
  attrs: { id, from: '628@s.whatsapp.net', ...(type ? { type } : {}) },
});

describe('delivery to a device', () => {
  it('holds both receipts of one message when the connection drops before either is acknowledged', () => {
    const { device: dev, d } = device();
    const delivery = new Delivery();
    delivery.deliver(dev, receipt('3EB0A'));
    delivery.deliver(dev, receipt('3EB0A', 'read'));
    delivery.disconnected(dev);
    expect(d.held.map((n) => n.attrs.type ?? 'delivered')).toEqual(['delivered', 'read']);
  });

  it('forgets only the receipt whose type the device acknowledged', () => {
    const { device: dev, d } = device();
    const delivery = new Delivery();
    delivery.deliver(dev, receipt('3EB0B'));
    delivery.deliver(dev, receipt('3EB0B', 'read'));
    delivery.acknowledged(dev, 'receipt', '3EB0B', 'read');
    delivery.disconnected(dev);
    expect(d.held.map((n) => n.attrs.type ?? 'delivered')).toEqual(['delivered']);
  });
});
