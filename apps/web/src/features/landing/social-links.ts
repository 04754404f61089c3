import type { ComponentType } from 'react';
import { FacebookGlyph, InstagramGlyph, TikTokGlyph } from './components/social-icons';

export type SocialLink = {
  key: 'instagram' | 'facebook' | 'tiktok';
  href: string;
  icon: ComponentType<{ className?: string }>;
};

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { key: 'instagram', href: 'https://www.instagram.com/mijote.ch', icon: InstagramGlyph },
  { key: 'facebook', href: 'https://www.facebook.com/mijote.ch', icon: FacebookGlyph },
  { key: 'tiktok', href: 'https://www.tiktok.com/@mijote.ch', icon: TikTokGlyph },
];
