/** Content images through sharp: renditions made and cached at build time, described to the pages, published. */
export { processImages, describeReport, type ProcessImagesReport } from './process-images';
export { readImageCatalog, type ImageCatalog, type CatalogImage } from './image-catalog';
export { attachImageData } from './attach-image-data';
export { imageCacheDir, CACHE_FOLDER } from './image-cache';
