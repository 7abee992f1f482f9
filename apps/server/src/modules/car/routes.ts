import type { FastifyInstance } from 'fastify';
import { defineCall } from '../../http/define-call.ts';
import { notFound } from '../../http/errors.ts';
import {
  brandIsVisible,
  findCarDetail,
  listCarsOfBrand,
  listFeaturedCars,
  pageCarsOfBrand,
} from './repository.ts';

export async function apiRoutes(app: FastifyInstance) {
  const requireBrand = async (brandId: number) => {
    if (!(await brandIsVisible(app.db, brandId))) throw notFound(`brand ${brandId}`);
  };

  defineCall(app, 'getIndexList', () => listFeaturedCars(app.db));

  defineCall(app, 'getCarList', async ({ brandId }) => {
    await requireBrand(brandId);
    return listCarsOfBrand(app.db, brandId);
  });

  defineCall(app, 'getCarListByPage', async ({ brandId, pageNo, pageSize }) => {
    await requireBrand(brandId);
    return pageCarsOfBrand(app.db, brandId, { pageNo, pageSize });
  });

  defineCall(app, 'getRefitCarInfo', async ({ carId }) => {
    const car = await findCarDetail(app.db, carId);
    if (!car) throw notFound(`car ${carId}`);
    return car;
  });
}
