import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { CatalogModule } from '../catalog/catalog.module.js';
import { WishlistController } from './wishlist.controller.js';
import { WishlistService } from './wishlist.service.js';

/** Wishlist (issue 14 §5). */
@Module({ imports: [AuthModule, CatalogModule], controllers: [WishlistController], providers: [WishlistService] })
export class WishlistModule {}
