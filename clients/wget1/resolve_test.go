package wget1_test

const table = "testdata/resolve.txt"
