package warcgen

import (
	"encoding/binary"

	"github.com/klauspost/compress/zstd"
)

// ZstdWARC writes records as a .warc.zst, as IIPC's zstd WARC text has it:
// a skippable frame (magic 0x184D2A5D) holding a dictionary built from the
// records (zstd-compressed itself when compressDict is set), then each
// record a zstd frame of its own, compressed with that dictionary. It
// returns the file and each frame's offset.
func ZstdWARC(records [][]byte, compressDict bool) ([]byte, []int64, error) {
	dict, err := zstd.BuildDict(zstd.BuildDictOptions{ID: 4711, Contents: records, History: records[0], Offsets: [3]int{1, 4, 8}})
	if err != nil {
		return nil, nil, err
	}
	stored := dict
	if compressDict {
		enc, _ := zstd.NewWriter(nil)
		stored = enc.EncodeAll(dict, nil)
		enc.Close()
	}
	out := binary.LittleEndian.AppendUint32(nil, 0x184D2A5D)
	out = binary.LittleEndian.AppendUint32(out, uint32(len(stored)))
	out = append(out, stored...)
	enc, err := zstd.NewWriter(nil, zstd.WithEncoderDict(dict), zstd.WithEncoderConcurrency(1))
	if err != nil {
		return nil, nil, err
	}
	defer enc.Close()
	var offsets []int64
	for _, r := range records {
		offsets = append(offsets, int64(len(out)))
		out = enc.EncodeAll(r, out)
	}
	return out, offsets, nil
}
