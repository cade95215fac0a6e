package archive

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"

	"github.com/klauspost/compress/zstd"
)

// The zstd WARC (IIPC's "zstd compression for WARC files", the
// .warc.zst of warcio and wget): each record compressed as a zstd frame
// of its own, decoded with the dictionary that a skippable frame (magic
// 0x184D2A5D) at the start of the file holds, itself zstd-compressed or
// not. A frame is read like a gzip member: its offset and length are the
// record's in the file, and a damaged frame costs that frame only.

var (
	zstdDictFrameMagic = []byte{0x5d, 0x2a, 0x4d, 0x18}
	zstdDictMagic      = []byte{0x37, 0xa4, 0x30, 0xec}
)

// isSkippableFrame reports whether b starts a zstd skippable frame
// (magic 0x184D2A50 to 0x184D2A5F, little-endian).
func isSkippableFrame(b []byte) bool {
	return len(b) >= 4 && b[0]&0xf0 == 0x50 && b[1] == 0x2a && b[2] == 0x4d && b[3] == 0x18
}

// readZstdDictionary reads a skippable frame at the stream's position:
// at the start of the file, the dictionary of the frames after it;
// elsewhere it is skipped with a warning.
func (r *Reader) readZstdDictionary() error {
	start := r.raw.pos()
	head := make([]byte, 8)
	if _, err := io.ReadFull(r.raw.br, head); err != nil {
		return &RecordError{File: r.name, Offset: start, Err: fmt.Errorf("zstd skippable frame cut short: %v", err)}
	}
	size := int64(binary.LittleEndian.Uint32(head[4:]))
	limit := r.limits.orDefault().MaxBodySize
	if size > limit {
		return &RecordError{File: r.name, Offset: start, Err: fmt.Errorf("zstd skippable frame of %d bytes, more than the limit of %d", size, limit)}
	}
	content, err := readN(r.raw, nil, size)
	if err != nil {
		return &RecordError{File: r.name, Offset: start, Err: fmt.Errorf("zstd skippable frame cut short after %d of %d bytes", len(content), size)}
	}
	if start != 0 || !bytes.Equal(head[:4], zstdDictFrameMagic) {
		r.pending = append(r.pending, Warning{WarnFraming, fmt.Sprintf("zstd skippable frame of %d bytes at offset %d skipped", size+8, start)})
		return nil
	}
	if bytes.HasPrefix(content, zstdMagic) {
		// The dictionary is itself compressed.
		d, err := zstd.NewReader(nil, zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(uint64(limit)))
		if err != nil {
			return &RecordError{File: r.name, Offset: start, Err: err}
		}
		content, err = d.DecodeAll(content, nil)
		d.Close()
		if err != nil {
			return &RecordError{File: r.name, Offset: start, Err: fmt.Errorf("zstd dictionary frame: %v", err)}
		}
	}
	if !bytes.HasPrefix(content, zstdDictMagic) {
		return &RecordError{File: r.name, Offset: start, Err: errors.New("zstd dictionary frame holds no zstd dictionary")}
	}
	r.zstdDict = content
	return nil
}

// openZstdFrame reads the zstd frame at the raw stream's position,
// decodes it, and starts reading its data as a member.
func (r *Reader) openZstdFrame() error {
	start := r.raw.pos()
	r.gzipped = true // framed: after damage, look for the next frame
	limit := r.limits.orDefault().MaxBodySize
	frame, err := readZstdFrame(r.raw, limit)
	if err != nil {
		r.resync(r.raw, start)
		return &RecordError{File: r.name, Offset: start, Err: fmt.Errorf("zstd frame: %w", err)}
	}
	if r.zdec == nil {
		opts := []zstd.DOption{zstd.WithDecoderConcurrency(1), zstd.WithDecoderMaxMemory(uint64(limit))}
		if r.zstdDict != nil {
			opts = append(opts, zstd.WithDecoderDicts(r.zstdDict))
		}
		if r.zdec, err = zstd.NewReader(nil, opts...); err != nil {
			return &RecordError{File: r.name, Offset: start, Err: fmt.Errorf("zstd dictionary: %w", err)}
		}
	}
	data, err := r.zdec.DecodeAll(frame, nil)
	src := &gzipSource{gz: bytes.NewReader(data), err: err}
	if r.memberData == nil {
		r.memberData = newStream(src, 0)
	} else {
		r.memberData.reset(src, 0)
	}
	r.member = &member{kind: "zstd frame", start: start, src: src, data: r.memberData}
	if head := data[:min(len(data), 4)]; r.parser == nil && (bytes.HasPrefix(head, gzipMagic) || bytes.Equal(head, zstdMagic)) {
		// Compressed inside the frame again: zstd frames are read one at a
		// time, so the data of all of them is not one stream to read.
		r.member, r.done = nil, true
		return &RecordError{File: r.name, Offset: start, Err: errors.New("compressed twice (gzip or zstd inside a zstd frame): not read")}
	}
	return nil
}

// readZstdFrame reads one zstd frame (RFC 8878, Section 3.1.1): its
// header, its blocks by their headers, and its checksum, no more than
// limit bytes.
func readZstdFrame(s *stream, limit int64) ([]byte, error) {
	head, err := s.br.Peek(5)
	if err != nil {
		return nil, fmt.Errorf("header cut short")
	}
	fhd := head[4]
	if fhd&0x08 != 0 {
		return nil, fmt.Errorf("reserved bit set in the frame header")
	}
	single := fhd>>5&1 == 1
	n := 5 + [4]int{0, 1, 2, 4}[fhd&3] + [4]int{0, 2, 4, 8}[fhd>>6]
	if !single {
		n++ // window descriptor
	} else if fhd>>6 == 0 {
		n++ // one-byte content size
	}
	frame := make([]byte, n, 4096)
	if _, err := io.ReadFull(s.br, frame); err != nil {
		return nil, fmt.Errorf("header cut short")
	}
	for {
		var bh [3]byte
		if _, err := io.ReadFull(s.br, bh[:]); err != nil {
			return nil, fmt.Errorf("block header cut short after %d bytes", len(frame))
		}
		frame = append(frame, bh[:]...)
		v := uint32(bh[0]) | uint32(bh[1])<<8 | uint32(bh[2])<<16
		size := int64(v >> 3)
		switch v >> 1 & 3 {
		case 1: // RLE: one byte, repeated size times
			size = 1
		case 3:
			return nil, fmt.Errorf("reserved block type after %d bytes", len(frame))
		}
		if int64(len(frame))+size > limit {
			return nil, fmt.Errorf("frame larger than the limit of %d bytes", limit)
		}
		if frame, err = readN(s, frame, size); err != nil {
			return nil, fmt.Errorf("block cut short after %d bytes", len(frame))
		}
		if v&1 == 1 {
			break
		}
	}
	if fhd>>2&1 == 1 {
		if frame, err = readN(s, frame, 4); err != nil {
			return nil, fmt.Errorf("checksum cut short")
		}
	}
	return frame, nil
}
