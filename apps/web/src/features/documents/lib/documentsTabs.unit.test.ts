import { describe, expect, it } from 'vitest';
import { DocumentsViewer, viewerOf } from './documentsRole';
import { DocumentsTab, defaultTab, tabFilter, tabLabel, tabsFor } from './documentsTabs';

describe('viewerOf', () => {
  it('tells clients and second users, third parties and advisors apart', () => {
    expect(viewerOf({ roleId: 3, scope: 'client' })).toBe(DocumentsViewer.client);
    expect(viewerOf({ roleId: 4, scope: 'client' })).toBe(DocumentsViewer.client);
    expect(viewerOf({ roleId: 5, scope: 'client' })).toBe(DocumentsViewer.thirdParty);
    expect(viewerOf({ roleId: 6, scope: 'admin' })).toBe(DocumentsViewer.advisor);
  });
});

describe('tabs by role (seed 001 section 2.1)', () => {
  it('gives a client Private Documents and Shared with FA (the default), Share with me only when shared', () => {
    expect(tabsFor(DocumentsViewer.client, false)).toEqual([DocumentsTab.private, DocumentsTab.shared]);
    expect(tabsFor(DocumentsViewer.client, true)).toEqual([
      DocumentsTab.private,
      DocumentsTab.shared,
      DocumentsTab.shareWithMe,
    ]);
    expect(defaultTab(DocumentsViewer.client)).toBe(DocumentsTab.shared);
  });

  it('gives the advisor "Client: {name}", and Share with me only when shared', () => {
    expect(tabsFor(DocumentsViewer.advisor, false)).toEqual([DocumentsTab.client]);
    expect(tabsFor(DocumentsViewer.advisor, true)).toEqual([DocumentsTab.client, DocumentsTab.shareWithMe]);
    expect(tabLabel(DocumentsTab.client, 'Casey Client')).toBe('Client: Casey Client');
  });

  it('gives a third party Share with me alone', () => {
    expect(tabsFor(DocumentsViewer.thirdParty, false)).toEqual([DocumentsTab.shareWithMe]);
    expect(defaultTab(DocumentsViewer.thirdParty)).toBe(DocumentsTab.shareWithMe);
  });

  it('labels the tabs with the specification texts', () => {
    expect(tabLabel(DocumentsTab.private, '')).toBe('Private Documents');
    expect(tabLabel(DocumentsTab.shared, '')).toBe('Shared with FA');
    expect(tabLabel(DocumentsTab.shareWithMe, '')).toBe('Share with me');
  });

  it('filters each tab by area, client or sharing', () => {
    expect(tabFilter(DocumentsTab.private, null)).toEqual({ isFilterShareFA: false });
    expect(tabFilter(DocumentsTab.shared, null)).toEqual({ isFilterShareFA: true });
    expect(tabFilter(DocumentsTab.client, 'c1')).toEqual({ isFilterShareFA: true, clientId: 'c1' });
    expect(tabFilter(DocumentsTab.shareWithMe, 'c1')).toEqual({ isOnlyFilterSharing: true });
  });
});
