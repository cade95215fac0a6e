// Package gen holds what the generators of the module's tables share
// (whatwg/internal/uts46/gen.go, whatwg/internal/webencoding/gen.go):
// reading a data file, writing numbers as Go source, and writing the
// formatted source, or data, to its file. It is for generators run by go generate:
// a failure ends the program (log.Fatal), saying what failed.
package gen

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"go/format"
	"io"
	"log"
	"os"
)

// ReadFile returns the contents of the data file at path, gunzipped when
// its name ends in ".gz" (large data files are kept compressed).
func ReadFile(path string) []byte {
	data, err := os.ReadFile(path)
	if err != nil {
		log.Fatal(err)
	}
	if len(path) > 3 && path[len(path)-3:] == ".gz" {
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			log.Fatalf("%s: %v", path, err)
		}
		if data, err = io.ReadAll(zr); err != nil {
			log.Fatalf("%s: %v", path, err)
		}
	}
	return data
}

// Numbers writes values to b in format (a verb and its separator, as
// "0x%04X, "), perLine to a line, each line after a newline and indent.
func Numbers[T any](b *bytes.Buffer, values []T, perLine int, indent, format string) {
	for k, v := range values {
		if k%perLine == 0 {
			b.WriteString("\n" + indent)
		}
		fmt.Fprintf(b, format, v)
	}
}

// WriteSource formats src as Go source and writes it to file as
// [WriteFile] does.
func WriteSource(src []byte, file string) {
	out, err := format.Source(src)
	if err != nil {
		log.Fatal(err)
	}
	WriteFile(out, file)
}

// WriteFile writes data to file, or to the file the program's one
// argument names (the test that checks a file is current has it written
// elsewhere: internal/testkit/gentest).
func WriteFile(data []byte, file string) {
	if len(os.Args) > 1 {
		file = os.Args[1]
	}
	if err := os.WriteFile(file, data, 0o644); err != nil {
		log.Fatal(err)
	}
}
