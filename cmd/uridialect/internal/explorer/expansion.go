package explorer

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"io"

	"github.com/uridialect/uridialect/archive"
)

// checkExpansion refuses an upload that decompresses to more than limit
// bytes: its gzip members (a whole gzip file, or a WARC of one member a
// record), and the payloads of its records with their content codings
// undone, all counted together. A few megabytes of gzip can hold
// gigabytes; the archive reader would read them all, and a document's
// payload is read into memory. The count stops at the limit, so the check
// costs at most that much decompression.
func checkExpansion(data []byte, name string, limit int64) error {
	tooLarge := func(what string) error {
		return fmt.Errorf("%w: %s %s to more than %s, the limit here (the command line has none)", errTooLarge, name, what, byteCount(limit))
	}
	budget := limit
	if zr, err := gzip.NewReader(bytes.NewReader(data)); err == nil {
		n, _ := io.Copy(io.Discard, io.LimitReader(zr, budget+1))
		if n > budget {
			return tooLarge("decompresses")
		}
		budget -= n
	}
	rd := archive.NewReader(bytes.NewReader(data), name)
	for {
		rec, err := rd.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			continue // the run reports it
		}
		p, err := rec.Payload()
		if err != nil {
			continue
		}
		n, _ := io.Copy(io.Discard, io.LimitReader(p, budget+1))
		if n > budget {
			return tooLarge("holds payloads that decode")
		}
		budget -= n
	}
}
