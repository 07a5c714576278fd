import { Injectable, Param, type PipeTransform } from '@nestjs/common';
import { NotFoundError } from './domain-errors.js';

const MAX_INT = 2_147_483_647;

/** A positive int4 id; anything else (abc, -1, 1e99) is simply "not found". */
@Injectable()
export class IdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value)) throw new NotFoundError();
    const id = Number(value);
    if (id < 1 || id > MAX_INT) throw new NotFoundError();
    return id;
  }
}

export const IdParam = (name = 'id') => Param(name, IdPipe);
