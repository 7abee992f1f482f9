// The car list as the page renders it, in the visitor's language with full image URLs.
export interface CarListCar {
  id: number;
  name: string;
  image: string;
}

export interface CarListGroup {
  brandId: number;
  brandName: string;
  brandIcon: string;
  cars: CarListCar[];
}
