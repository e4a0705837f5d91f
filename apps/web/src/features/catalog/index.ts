export { ProductCard } from './ProductCard';
export { ProductGrid } from './ProductGrid';
export { CategoryTile, CategoryTileSkeletons } from './CategoryTile';
export { useCategories, useCategoryName } from './api';
export { categoriesError } from './messages';
export { ProductRating } from './ProductRating';
