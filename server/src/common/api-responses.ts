import { ApiResponse } from '@nestjs/swagger';

/** Swagger: the 404 of an admin route addressing one record by id. */
export const NoSuchRecord = ApiResponse({ status: 404, description: 'No such record' });
