//go:build ignore

// gen writes indexes.bin from the Encoding Standard's index files in
// testdata (see the README there): index jis0208, index gb18030, index
// gb18030 ranges and index ISO-2022-JP katakana, each as the pointer to
// code point table the Encoding Standard gives, in the layout tables.go
// reads. Run it with go generate.
package main

import (
	"bufio"
	"bytes"
	"encoding/binary"
	"log"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/uridialect/uridialect/internal/gen"
)

// readIndex reads an index file: lines "POINTER<TAB>0xCODEPOINT<TAB>..."
// after comment lines starting with "#". It returns the code point of
// each pointer (0 where the index has none).
func readIndex(name string) []uint32 {
	data := gen.ReadFile(filepath.Join("testdata", name))
	var out []uint32
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") || strings.TrimSpace(line) == "" {
			continue
		}
		f := strings.Fields(line)
		pointer, err1 := strconv.Atoi(f[0])
		cp, err2 := strconv.ParseUint(strings.TrimPrefix(f[1], "0x"), 16, 32)
		if err1 != nil || err2 != nil || pointer < len(out) {
			log.Fatalf("%s: bad line %q", name, line)
		}
		for len(out) < pointer {
			out = append(out, 0)
		}
		out = append(out, uint32(cp))
	}
	return out
}

// appendTable appends the entries of v to b, size bytes each,
// little-endian.
func appendTable(b []byte, v []uint32, size int) []byte {
	for _, x := range v {
		if size == 2 && x > 0xFFFF {
			log.Fatal("a code point above U+FFFF in a table of 16 bits")
		}
		b = binary.LittleEndian.AppendUint16(b, uint16(x))
		if size == 4 {
			b = binary.LittleEndian.AppendUint16(b, uint16(x>>16))
		}
	}
	return b
}

func main() {
	jis := readIndex("index-jis0208.txt.gz")
	gb := readIndex("index-gb18030.txt.gz")
	ranges := readIndex("index-gb18030-ranges.txt")
	var pointers, codePoints []uint32
	for p, cp := range ranges {
		if cp != 0 || p == 0 {
			pointers = append(pointers, uint32(p))
			codePoints = append(codePoints, cp)
		}
	}
	katakana := readIndex("index-iso-2022-jp-katakana.txt")
	// The layout tables.go reads: the five counts, then the tables.
	tables := []struct {
		v    []uint32
		size int
	}{{jis, 2}, {gb, 2}, {pointers, 4}, {codePoints, 4}, {katakana, 2}}
	var b []byte
	for _, t := range tables {
		b = binary.LittleEndian.AppendUint32(b, uint32(len(t.v)))
	}
	for _, t := range tables {
		b = appendTable(b, t.v, t.size)
	}
	gen.WriteFile(b, "indexes.bin")
}
