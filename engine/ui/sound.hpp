// sound.hpp: short sounds for the moments the table hears. Which moments is the game's choice:
// its table_layout's `sounds` maps a log key to a sound id (e.g. a quest failing), and the host
// adds "your_turn" when a human's decision comes up. An id is the file sounds/<id>.wav in the
// game's folder or in assets/ (the art folders, art.hpp), played with SDL2_mixer. Every id played
// is noted in the frame trace (trace().sounds), heard or not. Without an audio device (headless,
// CI, a machine without sound), or muted, nothing is heard and nothing fails.
#pragma once
#include <string>
#include <vector>

namespace rt::ui {

class App;

// Opens the audio device (interactive windows only). False, with one line on stderr, when
// there is none: the game goes on silent.
bool open_audio();
void close_audio();
bool audio_open();

// Plays a sound id (noted in the trace; heard when the device is open and not muted).
void play_sound(const std::string& id, bool muted);
// Once per frame: the sounds for what happened since the last frame (new public log lines
// with a sound in the layout; a human's decision coming up).
void play_sound_cues(App& app);

}  // namespace rt::ui
