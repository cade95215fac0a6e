package mosaic2
